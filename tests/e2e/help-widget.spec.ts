// Issue 41, items 14 and 21: the help widget's "?" covers no text or field on a phone, and the tap that closes its
// panel follows nothing underneath. Both projects run this file (the widget is a popover: no script needed).
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support";

/**
 * Where the "?" overlaps a field, paragraph or card: checked with the page at its top, then with each of them
 * scrolled into view at the viewport's top, middle and bottom (a floating button sits over whatever scrolls under it).
 */
async function coveredByHelp(page: Page) {
  return page.evaluate(() => {
    const help = document.querySelector<HTMLElement>('[data-testid="help-widget"] > button')!;
    const content = [
      ...document.querySelectorAll<HTMLElement>(
        'main input:not([type="hidden"]), main select, main textarea, main p, main [data-testid$="-card"], main .card, footer p',
      ),
    ].filter((el) => el.getClientRects().length > 0);
    const found = new Set<string>();
    const check = (where: string) => {
      const b = help.getBoundingClientRect();
      for (const el of content) {
        const r = el.getBoundingClientRect();
        if (b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom) {
          found.add(`${where}: <${el.tagName.toLowerCase()} ${el.getAttribute("name") ?? ""}> ${(el.textContent ?? "").trim().slice(0, 40)}`);
        }
      }
    };
    window.scrollTo(0, 0);
    check("at the top");
    for (const el of content) {
      for (const block of ["start", "center", "end"] as const) {
        el.scrollIntoView({ block });
        check(`${el.tagName.toLowerCase()} at the ${block}`);
      }
    }
    window.scrollTo(0, 0);
    return { checked: content.length, covered: [...found].slice(0, 5) };
  });
}

test("on a 390 px phone the help button covers no text, field or card, and its panel still opens", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/news");
  const article = await page.getByTestId("news-card").first().locator("a").first().getAttribute("href");
  await signInAs(page, "Jamie Chen", "/directory");
  for (const path of [article!, "/businesses/add", "/submit-article", "/directory"]) {
    await page.goto(path);
    const { checked, covered } = await coveredByHelp(page);
    expect(checked, `${path}: fields, paragraphs and cards found`).toBeGreaterThan(3);
    expect(covered, `${path}: what the help button covers`).toEqual([]);
  }
  // On the phone the "?" is in the header, and opens the panel as before.
  await page.getByLabel("Help", { exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Need Help?" })).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Need Help?" }).getByRole("link", { name: "Contact Support" })).toBeInViewport();
});

for (const width of [390, 1280]) {
  test(`at ${width} px a tap outside the open help panel closes it and does nothing else`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/news");
    // Every load of the home page from here on (/news and home ship no script: following the link loads a document).
    const homeLoads: string[] = [];
    page.on("request", (r) => {
      if (r.isNavigationRequest() && new URL(r.url()).pathname === "/") homeLoads.push(r.url());
    });
    const panel = page.getByRole("dialog", { name: "Need Help?" });
    await page.getByLabel("Help", { exact: true }).click();
    await expect(panel).toBeVisible();
    // A link under the area outside the panel: the site's name in the header (it leads home).
    const link = page.getByRole("banner").getByRole("link", { name: "Greenwood Community Hub" });
    const box = (await link.boundingBox())!;
    await page.mouse.click(box.x + 10, box.y + box.height / 2);
    await expect(panel).toBeHidden();
    expect(new URL(page.url()).pathname).toBe("/news");
    // The next tap works as usual, and it alone loads the home page: the tap outside followed nothing (a load it had
    // started would have been requested before this one).
    await link.click();
    await page.waitForURL((u) => u.pathname === "/");
    expect(homeLoads).toHaveLength(1);
  });
}
