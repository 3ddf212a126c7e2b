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
