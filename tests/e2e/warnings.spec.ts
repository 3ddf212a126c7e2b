// Warnings where people look (issue 42), as a resident meets them, with JavaScript on and off: a visitor asks for the
// county's warnings by mail on /emergency, reads the confirm link in the local outbox (npm start has no mail provider)
// and confirms with the button; on npm start (which makes a development VAPID key pair) the push button is there with
// JavaScript. Screenshots of /emergency and /alerts at 390 and 1280 px.
import { expect, test } from "@playwright/test";
import { outboxText, watchErrors, waitForHydration } from "./support";

// The service worker is what this file tests (playwright.config.ts keeps it out of the others).
test.use({ serviceWorkers: "allow" });

test("a visitor gets the county's warnings by mail from /emergency: address, confirm mail, the confirm button", async ({ page }, info) => {
  const errors = watchErrors(page);
  const address = `warnings-${info.project.name}-${Date.now()}@example.org`;
  await page.goto("/emergency");
  // With JavaScript the page hydrates after its first paint; a person sees it settle before typing.
  if (info.project.name === "js") await waitForHydration(page);
  const optIn = page.locator("section#warnings");
  await expect(optIn.getByRole("heading", { name: "Warnings for our county" })).toBeVisible();
  await optIn.getByLabel("E-mail address").fill(address);
  await optIn.getByRole("button", { name: "Send me warnings by e-mail" }).click();
  await expect(page.getByText("Check your e-mail: we sent a link to confirm warnings by mail.")).toBeVisible();
  // With JavaScript the answer shows where the form was; without it /warnings shows it.
  await expect(page).toHaveURL(info.project.name === "js" ? /\/emergency$/ : /\/warnings$/);

  const mail = await outboxText(page, address);
  const link = /https?:\/\/\S+(\/warnings\/confirm\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  expect(link, mail).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByText(`Send the weather warnings for our county to ${address}?`)).toBeVisible();
  await page.getByRole("button", { name: "Yes, send me warnings" }).click();
  await expect(page.getByText(`Done: the weather warnings for our county will come to ${address}.`)).toBeVisible();
  // With JavaScript Remix read the page's loader again after the POST, and the used link answered 410 ("Failed to load
  // resource" in the console, a flaky CI failure): wait until the page is quiet before reading the console.
  await page.waitForLoadState("networkidle");
  expect(errors).toEqual([]);
});

test("npm start offers the push button with JavaScript (a development VAPID key), the mail sentence without", async ({ page }, info) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/alerts", "/emergency"]) {
      await page.goto(path);
      const optIn = page.locator("section#warnings");
      if (info.project.name === "js") {
        await expect(optIn.getByRole("button", { name: "Notify me of warnings for our county" })).toBeVisible();
        await page.screenshot({ path: `/tmp/shots/warnings${path.replace("/", "-")}-${width}.png`, fullPage: true });
      } else {
        await expect(optIn.getByText("Get warnings for our county by e-mail:")).toBeVisible();
        await expect(optIn.getByRole("button", { name: "Notify me of warnings for our county" })).toHaveCount(0);
      }
      await expect(optIn.getByRole("button", { name: "Send me warnings by e-mail" })).toBeVisible();
    }
  }
});
