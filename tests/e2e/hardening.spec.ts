// Issue 17, finding 5: with the Content-Security-Policy on, every main page loads and hydrates with JavaScript,
// with no CSP violation or other console error. (Forms without JavaScript: every other spec's no-js project.)
import { expect, test } from "@playwright/test";
import { shipsNoJavaScript, signInAs, waitForHydration } from "./support";

const PAGES = [
  "/",
  "/news",
  "/events",
  "/directory",
  "/support",
  "/search?q=park",
  "/privacy",
  "/terms",
  "/benefits",
  "/events/create",
  "/account/orders",
];

test("main pages load under the CSP without console errors (JS on), signed in", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "CSP violations only show with JavaScript on");
  test.setTimeout(120_000);
  const problems: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") problems.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => problems.push(`${page.url()}: ${e.message}`));
  await signInAs(page, "Jamie", "/");
  for (const path of PAGES) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBeLessThan(400);
    expect(res?.headers()["content-security-policy"]).toContain("object-src 'none'");
    if (shipsNoJavaScript(path)) {
      // Home and the list pages ship no JavaScript at all (docs/decisions/pages-without-react.md).
      expect(await page.locator("script[src], script[type=module]").count(), path).toBe(0);
      continue;
    }
    // Hydrated: Remix's client router is running (the scripts were allowed).
    await waitForHydration(page);
  }
  // A client-side navigation after hydration works too (from a page that hydrates).
  await page.goto("/support");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Events" }).first().click();
  await page.waitForURL("**/events");
  expect(problems).toEqual([]);
});
