// "Language of my mail" on /account (issue 42), with JavaScript on and off: the member picks Español, saves, is told
// so, and the select shows the choice; then English again. Screenshots of the section at 390 and 1280 px.
import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test("a member chooses the language of their mail on /account", async ({ page }, testInfo) => {
  await signInAs(page, "Avery", "/account");
  const section = page.locator("section", { has: page.getByRole("heading", { name: "Language of my mail" }) });
  const select = section.getByLabel("Language of my mail");
  await expect(section).toContainText("The weekly letter, alerts, reminders, receipts and replies come in this language.");

  await select.selectOption("es");
  await section.getByRole("button", { name: "Save language" }).click();
  await expect(page.getByText("Your mail will come in the language you chose.")).toBeVisible();
  await expect(select).toHaveValue("es");
  // The page itself stays in English: only the mail's language changed.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Account");

  if (testInfo.project.name === "js") {
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await section.scrollIntoViewIfNeeded();
      await section.screenshot({ path: `/tmp/shots/account-mail-language-${width}.png` });
      await page.screenshot({ path: `/tmp/shots/account-mail-language-${width}-page.png` });
    }
  }

  await select.selectOption("en");
  await section.getByRole("button", { name: "Save language" }).click();
  await expect(select).toHaveValue("en");
});
