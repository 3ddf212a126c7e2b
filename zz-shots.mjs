import { chromium } from "playwright-core";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--headless", "--no-sandbox", "--disable-gpu"] });
const base = "http://127.0.0.1:8822";
for (const width of [390, 1280]) {
  const ctx = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 } });
  const page = await ctx.newPage();
  for (const [name, path] of [["events-1", "/events"], ["events-2", "/events?page=2"], ["directory-1", "/directory"], ["directory-2", "/directory?page=2"], ["directory-q", "/directory?q=greenwood&sort=rating&page=2"]]) {
    await page.goto(base + path, { waitUntil: "networkidle" });
    await page.screenshot({ path: `/tmp/pages-shots/${name}-${width}.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    console.log(name, width, "overflow", overflow);
  }
  await ctx.close();
}
await browser.close();
