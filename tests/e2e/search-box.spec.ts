// Issue 41, item 16: the navigation's search button is disabled for an empty or blank box (part 1 §1) on the pages
// that ship no script too, where only CSS can show it. Both projects run this file; home and /news ship no script
// with JavaScript on as well.
import { expect, test } from "@playwright/test";

for (const path of ["/", "/news"]) {
  test(`on ${path} the search button looks and acts disabled until the box has text`, async ({ page }) => {
    await page.goto(path);
    // Every load of the search page from here on (these pages ship no script: a search loads a document).
    const searches: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest() && new URL(r.url()).pathname === "/search") searches.push(r.url());
    });
    const box = page.locator("#nav-search");
    const button = page.getByRole("search").filter({ has: box }).getByRole("button", { name: "Search" });
    const looksDisabled = async (disabled: boolean) => {
      await expect(button).toHaveCSS("pointer-events", disabled ? "none" : "auto");
      // Greyed (slate-200, text slate-600) while disabled; else the site's primary colour.
      if (disabled) await expect(button).toHaveCSS("background-color", "rgb(226, 232, 240)");
      else await expect(button).toHaveCSS("background-color", "rgb(22, 101, 52)");
    };
    await looksDisabled(true);
    // A tap on it does nothing: no search page, no message.
    const at = (await button.boundingBox())!;
    await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
    expect(new URL(page.url()).pathname).toBe(path);
    await box.fill("   ");
    await looksDisabled(true);
    await box.fill("park");
    await looksDisabled(false);
    await button.click();
    await page.waitForURL((u) => u.pathname === "/search" && u.searchParams.get("q") === "park");
    // That search alone was requested: the tap on the disabled button sent none (it would have been requested first).
    expect(searches.map((u) => new URL(u).searchParams.get("q"))).toEqual(["park"]);
  });
}
