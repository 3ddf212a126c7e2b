// The embeddable calendar as another site shows it (issue 34 §3): the snippet on /events, pasted into a plain HTML
// page on another origin (a loopback server), shows the town's events in an <iframe> on a phone.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";

let host: Server;
let hostUrl = "";
let snippet = "";

test.beforeAll(async () => {
  host = createServer((_req, res) => {
    res.writeHead(200, { "Content-Type": "text/html; charset=utf-8" });
    res.end(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Westside Church</title></head>
<body style="font-family:Georgia,serif;margin:16px"><h1>Westside Church</h1><p>What is on in town this week:</p>${snippet}<p>Sunday service at 10 am.</p></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  hostUrl = `http://localhost:${(host.address() as AddressInfo).port}/`; // another origin than the site's 127.0.0.1
});
test.afterAll(async () => {
  await new Promise((resolve) => host.close(resolve));
});

test("the /events snippet can be copied, and the embed shows events inside another site's page on a phone", async ({
  page,
  context,
  javaScriptEnabled,
}, info) => {
  const mode = javaScriptEnabled ? "js" : "no-js";
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/events");
  const box = page.getByLabel("Embed code");
  await expect(box).toBeVisible();
  snippet = await box.inputValue();
  expect(snippet).toMatch(
    /^<iframe src="http:\/\/127\.0\.0\.1:\d+\/embed\/events" title="[^"]+ events" width="100%" height="480" style="border:0" loading="lazy"><\/iframe>$/,
  );
  if (javaScriptEnabled) {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.getByRole("button", { name: "Copy embed code" }).click();
    await expect(page.getByTestId("toast")).toContainText("Embed code copied");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(snippet);
  } else {
    // Without JavaScript there is no button: the code is text in a box, to select and copy.
    await expect(page.getByRole("button", { name: "Copy embed code" })).toBeHidden();
    await box.selectText();
    expect(await page.evaluate(() => window.getSelection()?.toString() || (document.activeElement as HTMLTextAreaElement).value)).toBe(snippet);
  }
  await page.getByRole("heading", { name: "Show this calendar on your site" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/found/events-snippet-1280-${mode}.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("heading", { name: "Show this calendar on your site" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/shots/found/events-snippet-390-${mode}.png` });

  await page.goto(hostUrl);
  const frame = page.frameLocator("iframe");
  await expect(frame.getByRole("heading", { name: /upcoming events/ })).toBeVisible();
  const items = frame.getByRole("listitem");
  await expect(items.first()).toBeVisible();
  expect(await items.count()).toBeGreaterThan(0);
  await expect(items.first().getByRole("link")).toHaveAttribute("target", "_blank");
  const iframeBox = await page.locator("iframe").boundingBox();
  expect(iframeBox?.width ?? 0).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `/tmp/shots/found/embed-in-page-390-${mode}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `/tmp/shots/found/embed-in-page-1280-${mode}.png`, fullPage: true });
  info.annotations.push({ type: "shots", description: "/tmp/shots/found" });
});
