import { expect, test, type Page } from "@playwright/test";
import { englishIn, interfaceText, readInSpanish } from "./spanish-check";
import { signInAs, waitForHydration } from "./support";

// The posting forms in Spanish (issue 34 §1): events, the directory (add, edit, review, claim), classifieds (post, edit,
// pricing) and jobs, walked by a signed-in member who reads Spanish. What people wrote (business names, categories
// admins made, a series' rule) is marked lang="en" and not checked.

async function expectSpanish(page: Page, path: string, heading: RegExp | string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  // The page hydrates with the same Spanish the server wrote (no mismatch) before its words are read.
  if (test.info().project.use.javaScriptEnabled !== false) await waitForHydration(page);
  const found = englishIn(await interfaceText(page));
  expect(found, path).toEqual([]);
}

/** The first link on `path` whose address matches `pattern` (read in English, before the reader switches). */
async function firstHref(page: Page, path: string, pattern: RegExp) {
  await page.goto(path);
  const hrefs = await page.locator("a[href]").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  const href = hrefs.find((h) => pattern.test(h));
  expect(href, `${pattern} on ${path}`).toBeTruthy();
  return href!;
}

test("a Spanish reader's posting forms have no English interface words", async ({ page }) => {
  test.slow();
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  await signInAs(page, "Jamie Chen", "/account");
  const eventEdit = await firstHref(page, "/account", /^\/events\/\d+\/edit$/);
  const businessEdit = await firstHref(page, "/account", /^\/businesses\/\d+\/edit$/);
  const ad = await firstHref(page, "/account/classifieds", /^\/classifieds\/\d+$/);
  const bookshop = await firstHref(page, "/directory?q=Paper%20Lantern", /^\/businesses\/\d+$/);
  const bookshopId = bookshop.split("/")[2];
  // A business nobody has claimed yet: the claim form itself.
  const diner = await firstHref(page, "/directory?q=Blue%20Heron", /^\/businesses\/\d+$/);
  await readInSpanish(page);

  await expectSpanish(page, "/events/create", "Crear un evento");
  await expectSpanish(page, eventEdit, "Editar el evento");
  await expectSpanish(page, "/businesses/add", "Agregue su negocio");
  await expectSpanish(page, businessEdit, /^Editar /);
  await expectSpanish(page, `/businesses/${bookshopId}/review`, /reseña de Paper Lantern Books$/);
  await expectSpanish(page, `/claim-business/${diner.split("/")[2]}`, "Reclamar este negocio");
  await expectSpanish(page, `/claim-business/${bookshopId}`, "Este negocio ya fue reclamado");
  await expectSpanish(page, "/post-classified", "Publicar un anuncio clasificado");
  await expectSpanish(page, `${ad}/edit`, "Editar el anuncio clasificado");
  await expectSpanish(page, "/classified-pricing", "Precios de los anuncios clasificados");
  await expectSpanish(page, "/jobs/post", "Publicar un empleo");
  expect(errors).toEqual([]);
});
