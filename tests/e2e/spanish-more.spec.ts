import { expect, test, type Page } from "@playwright/test";
import { englishIn, interfaceText, readInSpanish } from "./spanish-check";
import { signInAs } from "./support";

// The "more" pages in Spanish (issue 34 §1): the item not-found panels, the FAQ answers on /support, /offline, and a
// member's article forms (/submit-article, /news/create with its preview, /news/review for a moderator). What people
// wrote is marked lang="en" and not checked.

async function expectSpanish(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(englishIn(await interfaceText(page))).toEqual([]);
}

test("a visitor's not-found panels, the FAQ answers and the offline page are in Spanish", async ({ page }) => {
  await readInSpanish(page);
  for (const [path, title] of [
    ["/news/999999", "Artículo no encontrado"],
    ["/events/999999", "Evento no encontrado"],
    ["/businesses/999999", "Negocio no encontrado"],
    ["/classifieds/999999", "Anuncio no encontrado"],
    ["/jobs/zzzzzzzzzzzz", "Empleo no encontrado"],
  ]) {
    await page.goto(path!);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title!);
    await expect(page).toHaveTitle(new RegExp(title!));
    await expectSpanish(page);
  }
  await page.goto("/support");
  await expect(page.getByText("¿Necesito una cuenta para usar el sitio?")).toBeVisible();
  await expectSpanish(page);
  await page.goto("/support?faq=Events%20Calendar");
  await expect(page.getByText("Hasta con 6 meses de antelación.")).toBeAttached();
  await expectSpanish(page);
  await page.goto("/offline");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Está sin conexión");
  await expectSpanish(page);
});

test("a moderator's article forms, preview and review queue are in Spanish", async ({ page }) => {
  await signInAs(page, "Marcus Reyes");
  await readInSpanish(page);
  await page.goto("/submit-article");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Enviar un artículo");
  await expectSpanish(page);
  await page.goto("/news/create");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Crear un artículo de noticias");
  await expectSpanish(page);
  await page.getByLabel("Titular").fill("Nueva biblioteca en el centro");
  await page.getByLabel("Contenido del artículo").fill("<p>La biblioteca abre el lunes.</p>");
  await page.getByRole("button", { name: "Vista previa del artículo" }).click();
  await expect(page.getByRole("button", { name: "Volver a editar" })).toBeVisible();
  await expectSpanish(page);
  await page.goto("/news/review");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Artículos por revisar");
  await expectSpanish(page);
});
