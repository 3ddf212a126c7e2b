// axe-core over every main page, as a visitor and as a member: no serious or critical violation (WCAG 2.x A/AA rules
// and axe's best practices). Detail pages (the first item each list links to, so the walk follows the seed) are walked
// once, as a member, where they carry the most controls (review, RSVP and report forms).
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { chromiumWithJit } from "../../playwright.config";
import { signInAs } from "./support";

// axe's checks are one long script per page, which V8's optimising tiers repay (the other files run without them:
// playwright.config.ts): its two walks took 33 s with them and 40 s without.
test.use({ launchOptions: chromiumWithJit });

const VISITOR_PAGES = [
  "/",
  "/news",
  "/events",
  "/directory",
  "/classifieds",
  "/jobs",
  "/search?q=park",
  "/schools",
  "/emergency",
  "/alerts",
  "/support",
  "/privacy",
  "/terms",
  "/no-such-page",
];
const DETAIL_FROM: Array<[list: string, link: RegExp]> = [
  ["/news", /^\/news\/\d+$/],
  ["/events", /^\/events\/\d+$/],
  ["/directory", /^\/businesses\/\d+$/],
  ["/classifieds", /^\/classifieds\/\d+$/],
  ["/jobs", /^\/jobs\/(?!post$)[^/?]+$/],
];
const MEMBER_PAGES = ["/", "/account", "/events/create", "/submit-article", "/post-classified", "/jobs/post", "/businesses/add", "/account/orders"];

async function detailPages(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const [list, link] of DETAIL_FROM) {
    await page.goto(list);
    const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
    const first = hrefs.find((h) => link.test(h));
    expect(first, `a detail link on ${list}`).toBeTruthy();
    if (first) found.push(first);
  }
  return found;
}

async function seriousViolations(page: Page, path: string) {
  await page.goto(path);
  // axe.run in the page itself (legacy mode) instead of runPartial per frame and finishRun in a new blank page: the
  // same rules over the same page (these pages have no cross-origin frame, the one thing it leaves out), in about
  // half the time (docs/decisions/test-suite.md).
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"])
    .analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${path}: ${v.id} (${v.impact}) ${v.help} — ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(" "))
          .join(" | ")}`,
    );
}

test.describe("accessibility (axe-core)", () => {
  // axe runs inside the page, so it needs the page's JavaScript; the markup it checks is the server's either way.
  test.skip(({ javaScriptEnabled }) => javaScriptEnabled === false, "axe-core runs as a script in the page");
  test.setTimeout(300_000);

  test("every main page, as a visitor, has no serious or critical violation", async ({ page }) => {
    const problems: string[] = [];
    for (const path of VISITOR_PAGES) problems.push(...(await seriousViolations(page, path)));
    expect(problems).toEqual([]);
  });

  test("every main page, as a member, has no serious or critical violation", async ({ page }) => {
    await signInAs(page, "Jamie Chen", "/");
    const problems: string[] = [];
    for (const path of [...MEMBER_PAGES, ...(await detailPages(page))]) problems.push(...(await seriousViolations(page, path)));
    expect(problems).toEqual([]);
  });
});
