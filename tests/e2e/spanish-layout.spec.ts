import { expect, test, type Page } from "@playwright/test";
import { readInSpanish } from "./spanish-check";
import { signInAs } from "./support";

// Spanish words run longer than English ones: on a 390 px phone no page of the site may scroll sideways in Spanish
// (a row of controls that does not wrap, a label that pushes its form past the edge). The layout is the same with and
// without JavaScript, so one project walks it. The header's desktop bar has its own test in shell-links.spec.ts.

const VISITOR = [
  "/",
  "/news",
  "/news/1",
  "/events",
  "/events?view=map",
  "/events/1",
  "/directory",
  "/directory?view=map",
  "/businesses/1",
  "/classifieds",
  "/classifieds/1",
  "/jobs",
  "/schools",
  "/emergency",
  "/alerts",
  "/search?q=park",
  "/subscribe",
  "/letters",
  "/support",
  "/benefits",
  "/privacy",
  "/terms",
  "/no-such-page",
];
const MEMBER = [
  "/account",
  "/account/letter",
  "/saved-searches",
  "/post-classified",
  "/events/create",
  "/jobs/post",
  "/businesses/add",
  "/submit-article",
];
const ADMIN = [
  "/admin",
  "/admin/news",
  "/admin/claims",
  "/admin/businesses",
  "/admin/events",
  "/admin/classifieds",
  "/admin/reviews",
  "/admin/jobs",
  "/admin/orders",
  "/admin/schools",
  "/admin/services",
  "/admin/settings",
  "/admin/letter",
  "/admin/messages",
  "/admin/audit",
  "/admin/outbox",
];

test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "the layout does not depend on JavaScript");
test.use({ viewport: { width: 390, height: 844 } });

/** Each page's horizontal overflow in px (0 when it fits), and the widest element past the edge. */
async function sideways(page: Page, paths: string[]) {
  const over: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    const found = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const extra = document.documentElement.scrollWidth - width;
      if (extra <= 0) return null;
      const culprit = [...document.querySelectorAll("main *")].find((e) => e.getBoundingClientRect().right > width + 1);
      return `${extra} px (${culprit?.tagName.toLowerCase() ?? "?"} "${(culprit?.textContent ?? "").trim().slice(0, 40)}")`;
    });
    if (found) over.push(`${path}: ${found}`);
  }
  return over;
}

test("no Spanish page scrolls sideways at 390 px: visitor, member and admin pages", async ({ page }) => {
  test.setTimeout(180_000);
  await readInSpanish(page);
  const visitor = await sideways(page, VISITOR);
  await page.context().clearCookies();
  await signInAs(page, "Jamie Chen", "/account");
  await readInSpanish(page);
  const member = await sideways(page, MEMBER);
  await page.context().clearCookies();
  await signInAs(page, "Dana Whitaker", "/admin");
  await readInSpanish(page);
  const admin = await sideways(page, ADMIN);
  expect([...visitor, ...member, ...admin]).toEqual([]);
});
