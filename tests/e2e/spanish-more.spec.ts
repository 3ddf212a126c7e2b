import { expect, test, type Page } from "@playwright/test";
import { englishIn, interfaceText, readInSpanish } from "./spanish-check";
import { signInAs } from "./support";

// The "more" pages in Spanish (issue 34 §1): a moderator's article preview, typed and shown, holds no English interface
// word (what people wrote is marked lang="en" and not checked). The pages as the server sends them (the not-found
// panels, the FAQ answers, /offline, /submit-article, /news/create, /news/review) are checked in workerd
// (tests/integration/spanish-pages.test.ts and spanish-members.test.ts, moved there 2026-11-28).

async function expectSpanish(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(englishIn(await interfaceText(page))).toEqual([]);
}

test("a moderator's article preview is in Spanish", async ({ page }) => {
  await signInAs(page, "Marcus Reyes");
  await readInSpanish(page);
  await page.goto("/news/create");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crear un artículo de noticias");
  await page.getByLabel("Titular").fill("Nueva biblioteca en el centro");
  await page.getByLabel("Contenido del artículo").fill("<p>La biblioteca abre el lunes.</p>");
  await page.getByRole("button", { name: "Vista previa del artículo" }).click();
  await expect(page.getByRole("button", { name: "Volver a editar" })).toBeVisible();
  await expectSpanish(page);
});
