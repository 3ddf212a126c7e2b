import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const base = "http://127.0.0.1:8822";
const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
const page = await ctx.newPage();
for (const [name, path, label] of [["events-1", "/events", "Event pages"], ["events-2", "/events?page=2", "Event pages"], ["directory-1", "/directory", "Directory pages"], ["directory-2", "/directory?page=2", "Directory pages"]]) {
  await page.goto(base + path, { waitUntil: "networkidle" });
  await page.screenshot({ path: `/tmp/pages-shots/${name}-390-top.png` });
  await page.getByRole("navigation", { name: label }).scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollBy(0, 250));
  await page.screenshot({ path: `/tmp/pages-shots/${name}-390-pager.png` });
}
await browser.close();
