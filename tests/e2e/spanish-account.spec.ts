import { expect, test, type Page } from "@playwright/test";
import { englishIn, interfaceText, readInSpanish } from "./spanish-check";
import { signInAs, watchErrors } from "./support";

// The member's pages, the checkout, the static pages and the mailed links in Spanish (issue 34 §1), walked as a
// Spanish-reading member sees them. What people wrote (titles, names, companies) is marked lang="en" and not checked.

async function expectSpanish(page: Page) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(englishIn(await interfaceText(page))).toEqual([]);
}

test("a member's account pages and the checkout in Spanish", async ({ page }) => {
  await signInAs(page, "Jamie Chen", "/account");
  await readInSpanish(page);
  // /account hydrates: a date its component formats the browser's way must read as the server wrote it (React #418).
  // The 400 of the checkout below is expected in the console.
  const errors = watchErrors(page, (text) => text.includes("status of 400"));

  await page.goto("/account");
  await page.waitForLoadState("networkidle"); // hydrated (after the first paint)
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi cuenta");
  await expect(page.getByRole("button", { name: "Guardar perfil" })).toBeVisible();
  await expectSpanish(page);

  for (const [path, heading] of [
    ["/account/orders", "Sus pedidos"],
    ["/account/classifieds", "Sus anuncios clasificados"],
    ["/account/jobs", "Mis empleos"],
    ["/account/letter", "Carta semanal"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectSpanish(page);
  }

  // The checkout of one of the member's own businesses, and a link that names no item.
  await page.goto("/account");
  const edit = page.locator('main a[href^="/businesses/"][href$="/edit"]').first();
  const id = (await edit.getAttribute("href"))?.split("/")[2];
  expect(id).toBeTruthy();
  await page.goto(`/checkout?type=business-premium&businessId=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Pago|Ya está pagado|Este elemento ya tiene un pedido abierto/);
  await expectSpanish(page);

  const problem = await page.goto("/checkout?type=event-enhanced");
  expect(problem?.status()).toBe(400);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elija primero qué mejorar");
  await expectSpanish(page);
  expect(errors).toEqual([]);
});

test("the static pages and the mailed links in Spanish", async ({ page }) => {
  await readInSpanish(page);
  for (const [path, heading] of [
    ["/benefits", "Únase a su comunidad"],
    ["/privacy", "Política de privacidad"],
    ["/terms", "Condiciones del servicio"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expectSpanish(page);
  }
  const renew = await page.goto("/mail/renew?token=no-such-token");
  expect(renew?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Renueve su publicación");
  await expectSpanish(page);
  const unsubscribe = await page.goto("/mail/unsubscribe?token=no-such-token");
  expect(unsubscribe?.status()).toBe(410);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancelar la suscripción");
  await expectSpanish(page);
});
