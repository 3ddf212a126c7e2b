// Issue 41, item 15: on a phone every "View on OpenStreetMap" link, and the other small links beside it, is a target at
// least 24 px tall (WCAG 2.2, 2.5.8). Both projects run this file.
import { expect, test, type Page } from "@playwright/test";

/** The heights of the visible links in `main` (or in `within`) whose text matches `name`, read in one pass. */
async function heights(page: Page, name: RegExp, within = "main") {
  return page.locator(`${within} a`).evaluateAll(
    (links, [source, flags]) => {
      const wanted = new RegExp(source, flags);
      return links
        .map((link) => ({
          text: (link.textContent ?? "").replace(/\s+/g, " ").trim(),
          box: link.getBoundingClientRect(),
          shown: link.checkVisibility(),
        }))
        .filter(({ text, shown }) => shown && wanted.test(text))
        .map(({ text, box }) => ({ text, height: Math.round(box.height) }));
    },
    [name.source, name.flags] as const,
  );
}

function expectTall(found: { text: string; height: number }[], where: string) {
  expect(found.length, `${where}: links found`).toBeGreaterThan(0);
  expect(
    found.filter((f) => f.height < 24),
    `${where}: links under 24 px`,
  ).toEqual([]);
}

test("at 390 px the OpenStreetMap links and their neighbours are at least 24 px tall", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // The map views' lists (what a phone without the drawn map uses): each place's OpenStreetMap link and its name.
  await page.goto("/directory?view=map");
  const business = await page.getByTestId("map-area-item").locator('a[href^="/businesses/"]').first().getAttribute("href");
  expectTall(await heights(page, /OpenStreetMap$/), "/directory map view");
  expectTall(await heights(page, /\w/, '[data-testid="map-area-item"]'), "/directory map view: every place's links");
  await page.goto("/events?view=map");
  const event = await page.getByTestId("map-area-item").locator('a[href^="/events/"]').first().getAttribute("href");
  expectTall(await heights(page, /on OpenStreetMap$/), "/events map view");
  // A business and an event: the small map's link, its attribution once the map is shown, and the event's own links.
  for (const path of [business!, `${business!}?map=1`, event!, `${event!}?map=1`]) {
    await page.goto(path);
    expectTall(await heights(page, /OpenStreetMap/), path);
    if (path.startsWith("/businesses/")) expectTall(await heights(page, /^← Back to Directory$/), `${path} back link`);
  }
  expectTall(await heights(page, /^(← Back to Events|Download \.ics|Google Calendar)$/), `${event} event links`);
});
