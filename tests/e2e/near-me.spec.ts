// Issue 43: a map that helps you choose (the directory nearest first from where you are, or from the town centre
// without JavaScript; the map in Spanish) and being found in both languages (the embed inside a page opened from a file).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";

const SHOTS = "/tmp/shots";
// At the south edge of Greenwood (Worthsville Road): the nearest places are a short walk off, the page's last miles away.
const HERE = { latitude: 39.5801, longitude: -86.0899 };

/** The cards' miles in page order ("0.8 mi from you" → 0.8). */
async function cardMiles(page: Page): Promise<number[]> {
  const lines = await page.getByTestId("business-card").getByTestId("distance").allTextContents();
  return lines.map((l) => Number(l.match(/^([\d.]+) mi /)![1]));
}

for (const width of [390, 1280]) {
  test(`at ${width} px, Near me sorts the directory from where the visitor is, each card with its miles`, async ({
    page,
    context,
    javaScriptEnabled,
  }) => {
    test.skip(!javaScriptEnabled, "Near me needs the browser's position; without JavaScript the town centre sort is the next test");
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await context.grantPermissions(["geolocation"]);
    await context.setGeolocation(HERE);
    await page.goto("/directory");
    await page.getByRole("button", { name: "Near me" }).click();
    // Only the rounded position travels, in the address; nothing keeps it.
    await page.waitForURL((u) => u.searchParams.get("sort") === "distance" && u.searchParams.get("near") === "39.58,-86.09");
    await expect(page.getByTestId("distance-basis")).toHaveText(/^Nearest first, measured from where you are/);
    const cards = page.getByTestId("business-card");
    await expect(cards.first().getByTestId("distance")).toHaveText(/^0\.\d mi from you$/);
    await expect(cards.first()).toContainText("Greenwood, IN");
    const miles = await cardMiles(page);
    expect(miles.length).toBe(await cards.count());
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(miles.at(-1)!).toBeGreaterThan(miles[0]! + 1);
    expect(await page.locator("#directory-sort").inputValue()).toBe("distance");
    await expect(page.locator("#directory-sort option:checked")).toHaveText("Distance from you");
    expect(JSON.stringify(await context.storageState())).not.toContain("39.58");
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/directory-near-me-${width}.png`, fullPage: false });
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The map view keeps the order and opens on the visitor, with the dot where they are.
    await page.getByRole("link", { name: "Map", exact: true }).click();
    await page.waitForURL((u) => u.searchParams.get("view") === "map" && u.searchParams.get("near") === "39.58,-86.09");
    await expect(page.getByTestId("map-canvas")).toBeVisible();
    await expect(page.getByTestId("map-canvas")).toHaveAttribute("data-start-lat", "39.58");
    await expect(page.locator(".leaflet-interactive").first()).toBeAttached();
    expect(errors).toEqual([]);
  });
}

test("without JavaScript, 'Distance from town centre' is a sort of the form; cards show miles from the centre", async ({ page }) => {
  await page.goto("/directory");
  await page.locator("#directory-sort").selectOption({ label: "Distance from town centre" });
  await page.locator("#main").getByRole("button", { name: "Search", exact: true }).click();
  await page.waitForURL((u) => u.searchParams.get("sort") === "distance");
  await expect(page.getByTestId("distance-basis")).toHaveText("Nearest first, measured from the centre of Greenwood.");
  const miles = await cardMiles(page);
  expect(miles.length).toBeGreaterThan(5);
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  await expect(page.getByTestId("business-card").first().getByTestId("distance")).toHaveText(/^\d+(\.\d)? mi from the town centre$/);
});

for (const width of [390, 1280]) {
  test(`at ${width} px, the map speaks Spanish on a Spanish page and opens on the town`, async ({ page, javaScriptEnabled }) => {
    test.skip(!javaScriptEnabled, "the map draws itself with JavaScript");
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.goto("/directory?view=map&lang=es");
    await expect(page.getByTestId("map-canvas")).toBeVisible();
    await expect(page.getByTestId("map-canvas")).toHaveAttribute("data-start-lat", "39.6137");
    // A group's title is the ICU plural in Spanish ("3 lugares aquí").
    const group = page.locator(".leaflet-marker-pane .map-cluster").first();
    await expect(group).toBeAttached();
    await expect(group).toHaveAttribute("title", /^\d+ lugares aquí$/);
    await expect(page.getByRole("button", { name: "Cerca de mí" })).toBeVisible();
    mkdirSync(SHOTS, { recursive: true });
    await page.screenshot({ path: `${SHOTS}/map-es-${width}.png`, fullPage: false });
  });
}

test("the embed shows the town's events inside a page opened from a file", async ({ page, baseURL }) => {
  const dir = mkdtempSync(join(tmpdir(), "embed-file-"));
  try {
    const file = join(dir, "church.html");
    writeFileSync(
      file,
      `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Westside Church</title></head><body><h1>Westside Church</h1>
<iframe id="calendar" src="${baseURL}/embed/events" title="Greenwood events" width="100%" height="480" style="border:0"></iframe></body></html>`,
    );
    const refused: string[] = [];
    page.on("console", (m) => m.type() === "error" && refused.push(m.text()));
    await page.goto(`file://${file}`);
    const frame = page.frameLocator("#calendar");
    await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(frame.getByTestId("embed-events").locator("li").first()).toBeVisible();
    expect(refused.filter((t) => /frame-ancestors|Refused to (display|frame)/i.test(t))).toEqual([]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
