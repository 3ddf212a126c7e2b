// A Spanish reader's form errors are Spanish, beside the fields, with JavaScript on (conform in the browser) and off
// (the server's 400 reply): issue 34 §1, the validation messages of docs/decisions/languages.md.
import { expect, test } from "@playwright/test";
import { en } from "../../app/lib/i18n/en";
import { englishIn, readInSpanish } from "./spanish-check";

test("the contact form's errors are in Spanish for a Spanish reader", async ({ page }) => {
  await readInSpanish(page);
  await page.goto("/support#contact-form");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  const form = page.locator("#contact-form");
  // Long enough for the browser's own checks, too short once trimmed: the schema's messages answer.
  await form.locator('[name="name"]').fill("    a    ");
  await form.locator('[name="email"]').fill("lee@greenwood.example");
  await form.locator('[name="category"]').selectOption({ index: 1 });
  await form.locator('[name="subject"]').fill("    ab    ");
  await form.locator('[name="message"]').fill("          corto          ");
  await form.locator('button[type="submit"]').click();

  const errors = form.locator('[id$="-error"]');
  // Each message is the one the field points to.
  const name = form.locator('[name="name"]');
  await expect(name).toHaveAttribute("aria-describedby", /-error$/);
  await expect(page.locator(`[id="${await name.getAttribute("aria-describedby")}"]`)).toHaveText("El nombre debe tener al menos 2 caracteres");
  await expect(errors.filter({ hasText: "El asunto debe tener al menos 5 caracteres" })).toHaveCount(1);
  await expect(errors.filter({ hasText: "El mensaje debe tener al menos 20 caracteres" })).toHaveCount(1);
  // Nothing English among the messages beside the fields: no interface word, and none of the schemas' English texts.
  const texts = await errors.allInnerTexts();
  expect(texts.length).toBeGreaterThanOrEqual(3);
  expect(englishIn(texts)).toEqual([]);
  for (const text of texts) expect(Object.keys(en.validation)).not.toContain(text.trim());
  await expect(form.getByText("Name must be at least 2 characters")).toHaveCount(0);
});
