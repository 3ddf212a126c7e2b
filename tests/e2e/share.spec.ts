// Issue 41, item 20: an article's Share button (part 2: share actions; the 'Shared successfully' toast). The Web Share
// API where the browser has one, else the link is copied; without JavaScript the button is not shown and the share
// links remain.
import { expect, test, type Page } from "@playwright/test";

async function openArticle(page: Page, lang = "") {
  await page.goto(`/news${lang}`);
  const href = await page.getByTestId("news-card").first().locator("a").first().getAttribute("href");
  await page.goto(`${href!}${lang}`);
  return new URL(href!, page.url()).toString();
}

test("with the Web Share API, Share hands the page's link to it and says 'Shared successfully'", async ({ page }, info) => {
  test.skip(info.project.name === "no-js", "sharing needs JavaScript");
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    window.shared = shared;
    Object.defineProperty(navigator, "share", { value: async (data: ShareData) => void shared.push(data), configurable: true });
  });
  const url = await openArticle(page);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Shared successfully");
  const shared = (await page.evaluate(() => window.shared)) ?? [];
  expect(shared).toHaveLength(1);
  expect(shared[0]!.url).toBe(url);
  expect(shared[0]!.title).toBe(await page.getByRole("heading", { level: 1 }).textContent());

  // In Spanish the toast is in Spanish.
  await openArticle(page, "?lang=es");
  await page.getByRole("button", { name: "Compartir", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Compartido correctamente");
  await expect(page.getByTestId("toast").getByRole("button", { name: "Cerrar la notificación" })).toBeVisible();
});

test("without the Web Share API, Share copies the link and says so; without JavaScript the share links remain", async ({ page, context }, info) => {
  if (info.project.name === "no-js") {
    await openArticle(page);
    await expect(page.getByRole("button", { name: "Share", exact: true })).toBeHidden();
    await expect(page.getByRole("link", { name: "Facebook" })).toBeVisible();
    return;
  }
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const url = await openArticle(page);
  expect(await page.evaluate(() => "share" in navigator)).toBe(false);
  await page.getByRole("button", { name: "Share", exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText("Link copied");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});
