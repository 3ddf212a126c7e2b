import { expect, test } from "@playwright/test";
import { readInSpanish } from "./spanish-check";
import { signInAs, waitForHydration, watchErrors } from "./support";

// A member's pages and the checkout in Spanish (issue 34 §1): that they, the static pages and the mailed links hold no
// English interface word is checked on the server's HTML, in workerd (tests/integration/spanish-members.test.ts and
// spanish-pages.test.ts, moved there 2026-11-28). What stays here needs a browser: the pages hydrate without errors.

// Hydration needs JavaScript: the no-js project skips this file without opening a page.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hydration needs JavaScript");

test("a member's account pages and the checkout hydrate in Spanish without errors", async ({ page }) => {
  await signInAs(page, "Jamie Chen", "/account");
  await readInSpanish(page);
  // /account hydrates: a date its component formats the browser's way must read as the server wrote it (React #418).
  // The 400 of the checkout below is expected in the console.
  const errors = watchErrors(page, (text) => text.includes("status of 400"));

  await page.goto("/account");
  await waitForHydration(page); // a mismatch would have been reported by now
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mi cuenta");

  for (const [path, heading] of [
    ["/account/orders", "Sus pedidos"],
    ["/account/classifieds", "Sus anuncios clasificados"],
    ["/account/jobs", "Mis empleos"],
    ["/account/letter", "Carta semanal"],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
  }

  // The checkout of one of the member's own businesses, and a link that names no item.
  await page.goto("/account");
  const edit = page.locator('main a[href^="/businesses/"][href$="/edit"]').first();
  const id = (await edit.getAttribute("href"))?.split("/")[2];
  expect(id).toBeTruthy();
  await page.goto(`/checkout?type=business-premium&businessId=${id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Pago|Ya está pagado|Este elemento ya tiene un pedido abierto/);
  await page.goto("/checkout?type=event-enhanced");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Elija primero qué mejorar");
  expect(errors).toEqual([]);
});
