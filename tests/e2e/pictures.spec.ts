import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

const fixture = (name: string) => new URL(`../fixtures/pictures/${name}`, import.meta.url).pathname;

test("an owner uploads a logo and a gallery photo; a text file named .jpg is refused", async ({ page, browser }, info) => {
  // Each project edits its own listing of Jamie's (they share one database).
  const business = info.project.name === "js" ? "Maplecrest Bakehouse" : "Willow & Sage Day Spa";
  await signInAs(page, "Jamie Chen", `/directory?q=${encodeURIComponent(business)}`);
  await page.getByTestId("business-card").first().getByRole("link", { name: "View Details" }).click();
  await page.getByRole("link", { name: "Edit listing" }).click();
  await page.waitForURL(/\/businesses\/\d+\/edit$/);
  const editUrl = page.url();

  // A renamed text file is refused by its content, with the typed input kept.
  await page.getByLabel("About").fill("Fresh bread every morning, and now with pictures.");
  await page
    .getByLabel("Upload a logo")
    .setInputFiles({ name: "logo.jpg", mimeType: "image/jpeg", buffer: Buffer.from("just some text, not a picture\n".repeat(10)) });
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByText("logo.jpg is not a JPG, PNG, GIF or WebP image. Please choose a picture file.")).toBeVisible();
  await expect(page.getByLabel("About")).toHaveValue("Fresh bread every morning, and now with pictures.");

  await page.getByLabel("Upload a logo").setInputFiles(fixture("logo.png"));
  await page.getByLabel("Add gallery photos (up to 8)").setInputFiles(fixture("photo.jpg"));
  await page.getByLabel("Describe the photos (alt text)").fill("Loaves cooling on the rack");
  await page.getByRole("button", { name: "Save changes" }).click();
  await page.waitForURL((u) => /^\/businesses\/\d+$/.test(u.pathname));
  await expect(page.getByTestId("toast")).toContainText("Your listing has been updated.");

  const logo = page.locator("header img").first();
  await expect(logo).toHaveAttribute("src", /^\/media\/[0-9a-f]{32}-300x300\/card$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(300);
  const photo = page.getByRole("img", { name: "Loaves cooling on the rack" });
  await expect(photo).toHaveAttribute("srcset", /\/card 640w, \/media\/[0-9a-f]{32}-1200x800 1200w$/);
  await photo.scrollIntoViewIfNeeded();
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);

  // The card in the directory shows the new logo.
  const src = await logo.getAttribute("src");
  await page.goto(`/directory?q=${encodeURIComponent(business)}`);
  await expect(page.getByTestId("business-card").first().locator("img")).toHaveAttribute("src", src!);

  // Another member cannot reach the edit page.
  const patContext = await browser.newContext({ javaScriptEnabled: info.project.name === "js" });
  const pat = await patContext.newPage();
  await signInAs(pat, "Pat O'Neill", "/");
  const other = await pat.goto(editUrl);
  expect(other?.status()).toBe(404);
  await patContext.close();
});
