// "My alerts" in /account (issue 42), with JavaScript and without: a member saves an alert from filtered classifieds (on
// at once, no mail), finds it in /account in words, pauses it and stops it. Each project's search is its own: both run
// against one database. The panel's screenshots at 390 and 1280 px go to /tmp/shots/.
import { expect, test } from "@playwright/test";
import { signInAs, watchErrors } from "./support";

test("a member pauses and stops an alert from My alerts", async ({ page }, info) => {
  const errors = watchErrors(page);
  const words = `lamp${info.project.name.replace(/\W/g, "")}${Date.now().toString(36)}`;
  await signInAs(page, "Avery", `/classifieds?q=${words}&max=300`);

  await page.getByText("Alert me about new matches").click();
  await page.getByRole("button", { name: "Save alert" }).click();
  await expect(page.getByText("Your alert is saved. New matches come by mail once a day.")).toBeVisible();

  await page.goto("/account");
  const described = `Classified ads under $300: ${words}`;
  const alert = page.getByRole("listitem", { name: described });
  await expect(alert).toBeVisible();
  await expect(alert.getByText("From Classifieds · No mail yet · Matches sent: 0")).toBeVisible();
  await expect(alert.getByRole("link", { name: "Open the search" })).toHaveAttribute("href", `/classifieds?max=300&q=${words}`);

  for (const [width, height] of [
    [390, 844],
    [1280, 900],
  ]) {
    await page.setViewportSize({ width: width!, height: height! });
    await page.locator("section[aria-labelledby=alerts-heading]").screenshot({ path: `/tmp/shots/account-alerts-${info.project.name}-${width}.png` });
  }

  await alert.getByRole("button", { name: "Pause" }).click();
  await expect(page.getByText("No mail comes for it until you resume it.")).toBeVisible();
  await expect(alert.getByText("Paused", { exact: true })).toBeVisible();
  await expect(alert.getByRole("button", { name: "Resume" })).toBeVisible();

  await alert.getByRole("button", { name: "Stop" }).click();
  await expect(page.getByText("It is deleted: no more mail comes for it.")).toBeVisible();
  await expect(page.getByRole("listitem", { name: described })).toHaveCount(0);
  if (info.project.name === "js") expect(errors).toEqual([]);
});
