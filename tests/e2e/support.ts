import { expect, test, type Page } from "@playwright/test";

/** Signs in through the development sign-in page (works with JavaScript off). */
export async function signInAs(page: Page, name: string, returnTo = "/") {
  await page.goto(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  await expect(page.getByText("Development sign-in.")).toBeVisible();
  await page.getByRole("button", { name: new RegExp(`Sign in as ${name}`) }).click();
  await page.waitForURL((url) => url.pathname + url.search === returnTo);
  // The signed-in page itself has arrived (its Sign Out form), not only the address.
  await expect(page.locator('form[action="/api/logout"]')).not.toHaveCount(0);
  // With JavaScript on, a page that hydrates does so after its first paint (docs/decisions/pages-without-react.md): what a test does next
  // (a client-side action, a key only a script handles) waits for it, as a person would see the page settle.
  if (test.info().project.use.javaScriptEnabled !== false && !shipsNoJavaScript(returnTo)) {
    await page.waitForFunction(() => window.__remixRouter !== undefined);
  }
}

/** Pages that ship no JavaScript, loaded as a document (docs/decisions/pages-without-react.md): there is no client router to wait for. */
export function shipsNoJavaScript(path: string): boolean {
  const pathname = new URL(path, "http://x").pathname;
  return (
    ["/", "/news", "/events", "/classifieds", "/directory", "/jobs", "/search"].includes(pathname) ||
    /^\/(events|news|businesses)\/\d+$/.test(pathname)
  );
}

/** Collects the page's errors and console errors; `ignore` leaves out what a test expects (a refused form's 400). */
export function watchErrors(page: Page, ignore?: (text: string) => boolean) {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && !ignore?.(m.text())) errors.push(m.text());
  });
  return errors;
}

/** The text part of the newest outbox mail to `to`, as an admin reads it at /admin/outbox (signs out after). */
export async function outboxText(page: Page, to: string) {
  await page.context().clearCookies();
  await page.goto(`/api/login?returnTo=${encodeURIComponent("/admin/outbox")}`);
  await page.getByRole("button", { name: /Sign in as Dana Whitaker/ }).click();
  await page.waitForURL((url) => url.pathname === "/admin/outbox");
  const row = page
    .getByTestId("mail-row")
    .filter({ hasText: `To ${to}` })
    .first();
  await row.locator("summary").first().click();
  const text = await row.getByTestId("mail-text").textContent();
  await page.context().clearCookies();
  return text ?? "";
}
