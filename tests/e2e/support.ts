import { expect, test, type Page } from "@playwright/test";
import { DEFERRED_MODULE_TYPE } from "../../app/lib/hydrate-after-paint";
import { BASE_URL } from "../../playwright.config";

/** The seeded people a test signs in as, by the name the development sign-in page shows (db/seed-users.ts). */
const SEEDED_PEOPLE: Readonly<Record<string, string>> = {
  "Dana Whitaker": "seed-admin",
  "Marcus Reyes": "seed-moderator",
  "Jamie Chen": "seed-member-jamie",
  "Pat O'Neill": "seed-member-pat",
  "Avery Lindqvist": "seed-resident-avery",
};

/**
 * Signs in as a seeded person (a full name, or its start: "Dana") and opens `returnTo`. It sends what the development
 * sign-in page's button sends (its form's POST, with the page's Origin) through the page's own cookie jar, without
 * loading that page first: a third of a second a sign-in, over a hundred sign-ins a run. The page itself, with
 * JavaScript and without, is walked in auth.spec.ts.
 *
 * `maxRetries: 1` (on every request a spec sends itself, not through the page): the local server (workerd under
 * `wrangler dev`) closes a connection left idle for 5 s, and a request sent on it in that same instant meets a reset
 * (CI failed once so, a sign-in about 5 s after the one before it). Playwright then sends it once more on a new
 * connection, as a browser does; it retries only ECONNRESET, never an answer.
 */
export async function signInAs(page: Page, name: string, returnTo = "/") {
  const matches = Object.keys(SEEDED_PEOPLE).filter((full) => full.startsWith(name));
  if (matches.length !== 1) throw new Error(`signInAs: "${name}" names ${matches.length} seeded people`);
  const origin = new URL(test.info().project.use.baseURL ?? BASE_URL).origin;
  const res = await page.request.post("/api/login", {
    form: { userId: SEEDED_PEOPLE[matches[0]!]!, returnTo },
    headers: { Origin: origin },
    maxRedirects: 0,
    maxRetries: 1,
  });
  expect(res.status(), `signing in as ${name}`).toBe(302);
  await page.goto(returnTo);
  // The signed-in page itself has arrived (its Sign Out form).
  await expect(page.locator('form[action="/api/logout"]')).not.toHaveCount(0);
  // With JavaScript on, a page that hydrates does so after its first paint (docs/decisions/pages-without-react.md): what a test does next
  // (a client-side action, a key only a script handles) waits for it, as a person would see the page settle. Whether
  // the page hydrates is the page's own answer (its module script, held back until the first paint): an event page
  // does for a member who can answer.
  if (
    test.info().project.use.javaScriptEnabled !== false &&
    (await page.locator(`script[type="module"], script[type="${DEFERRED_MODULE_TYPE}"]`).count()) > 0
  ) {
    await waitForHydration(page);
  }
}

/**
 * Waits until the page's hydrated tree is committed (root's effect marks `<html data-hydrated>`): from then on its forms
 * are React's (conform's checks, no browser bubbles) and its handlers run. `window.__remixRouter` appears earlier, when
 * hydration starts, and a click in between went to the browser's own validation.
 */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
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
