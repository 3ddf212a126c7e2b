// The letter an editor runs (issue 42), with JavaScript and without: on /admin/letter an editor writes a note, drops an
// item and sees the preview change; then puts it back and clears the note (both projects share one database).
// Screenshots of the page at 390 and 1280 px go to /tmp/shots/.
import { expect, test } from "@playwright/test";
import { signInAs, watchErrors } from "./support";

test("an editor writes a note, drops an item and sees the preview change", async ({ page }, info) => {
  const errors = watchErrors(page);
  await signInAs(page, "Dana Whitaker", "/admin/letter");
  const preview = page.getByTestId("letter-preview");
  await expect(page.getByRole("heading", { name: "Weekly letter preview" })).toBeVisible();

  const words = `From the ${info.project.name} run`;
  await page.getByLabel("Editor's note").fill(`${words}: **thank you**, see [the fair](https://fair.example/).`);
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(preview.locator("strong", { hasText: "thank you" })).toBeVisible();
  await expect(preview.getByRole("link", { name: "the fair" })).toHaveAttribute("href", "https://fair.example/");
  await expect(page.getByLabel("Editor's note")).toHaveValue(`${words}: **thank you**, see [the fair](https://fair.example/).`);

  // The first item listed goes out of the preview when dropped, and comes back when put back.
  const item = page.getByTestId("letter-item").first();
  const title = ((await item.locator("span").first().textContent()) ?? "").trim();
  expect(title).not.toBe("");
  await expect(preview.getByText(title, { exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Drop: ${title}` }).click();
  await expect(page.getByRole("button", { name: `Put back: ${title}` })).toBeVisible();
  await expect(preview.getByText(title, { exact: true })).toHaveCount(0);

  if (info.project.name === "js") {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `/tmp/shots/admin-letter-${width}.png`, fullPage: true });
    }
  }

  await page.getByRole("button", { name: `Put back: ${title}` }).click();
  await expect(preview.getByText(title, { exact: true })).toBeVisible();
  await page.getByLabel("Editor's note").fill("");
  await page.getByRole("button", { name: "Save note" }).click();
  await expect(preview.locator("strong", { hasText: "thank you" })).toHaveCount(0);
  if (info.project.name === "js") expect(errors).toEqual([]);
});
