// Series that repeat (issue 33 §3), as a person meets it, with JavaScript on and off: a member makes a weekly series
// with the plain "Repeats" fields, then sees "Every Tuesday" on the calendar and the coming dates on the event page.
import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

/** The next Tuesday at least two days ahead, at 7 PM, as the datetime-local field takes it (town and test share the zone's calendar closely enough at midday). */
function nextTuesday() {
  const d = new Date(Date.now() + 2 * 86_400_000);
  while (d.getDay() !== 2) d.setDate(d.getDate() + 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}T19:00`;
}

test("a member makes a weekly series and sees “Every Tuesday” and its dates", async ({ page }) => {
  const js = test.info().project.use.javaScriptEnabled !== false;
  const who = js ? "Jamie Chen" : "Pat O'Neill";
  const title = `Tuesday Knitting Circle (${js ? "js" : "no-js"} ${Date.now() % 100000})`;
  await signInAs(page, who, "/events/create");

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Start Date & Time").fill(nextTuesday());
  await page.getByLabel("Location").fill("Knitting Corner");
  const repeats = page.getByTestId("repeats");
  await repeats.getByLabel("Repeats").selectOption("weekly");
  await repeats.getByLabel("Tue", { exact: false }).check();
  await repeats.getByLabel("Number of times").fill("6");
  await page.setViewportSize({ width: 390, height: 900 });
  await repeats.screenshot({ path: `/tmp/shots/series/create-repeats-390-${js ? "js" : "nojs"}.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
  await repeats.screenshot({ path: `/tmp/shots/series/create-repeats-1280-${js ? "js" : "nojs"}.png` });
  await page.getByRole("button", { name: "Create Event" }).click();
  // A series lands on its first date (issue 43).
  await page.waitForURL((url) => /^\/events\/\d+$/.test(url.pathname));

  await page.goto(`/events?place=${encodeURIComponent("Knitting Corner")}`);
  const card = page.getByTestId("event-card").filter({ hasText: title });
  await expect(card).toHaveCount(1);
  await expect(card.getByTestId("event-repeats")).toHaveText("Every Tuesday");

  await card.getByRole("link").first().click();
  await expect(page.getByTestId("event-repeats")).toHaveText("Repeats: Every Tuesday");
  const dates = page.getByTestId("coming-dates").getByRole("listitem");
  await expect(dates).toHaveCount(6);
  await expect(page.getByTestId("coming-dates").getByRole("link")).toHaveCount(5);
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 1000 });
    await page.screenshot({ path: `/tmp/shots/series/event-page-${width}-${js ? "js" : "nojs"}.png`, fullPage: true });
  }
});
