// Saved-search alerts as a visitor meets them, with JavaScript and without: filter /classifieds, "Alert me" with an
// address, read the confirm link in the local outbox (npm start has no mail provider), confirm with the button, and stop
// the alert from its own link. Each project uses its own address: both run against one database.
import { expect, test } from "@playwright/test";
import { outboxText, watchErrors } from "./support";

test("save an alert from filtered classifieds, confirm it by the button, stop it", async ({ page }, info) => {
  const errors = watchErrors(page);
  const address = `alert-${info.project.name}-${Date.now().toString(36)}@example.com`;

  await page.goto("/classifieds");
  await page.getByPlaceholder("What are you looking for?").fill("bike");
  await page.getByLabel("Max price ($)").fill("300");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await page.waitForURL(/q=bike/);

  await page.getByText("Alert me about new matches").click();
  await page.getByTestId("alert-me").getByLabel("Email").fill(address);
  await page.getByRole("button", { name: "Save alert" }).click();
  // Back on the same search, with the answer a toast.
  await page.waitForURL((url) => url.pathname === "/classifieds" && url.searchParams.get("q") === "bike");
  await expect(page.getByText("a mail with a link to confirm this alert is on its way")).toBeVisible();

  const mail = await outboxText(page, address);
  // The mail names the kind of list, never the typed search (issue 41 §3); the confirm page shows the search.
  expect(mail).toContain("something new in classified ads.");
  expect(mail).not.toContain("bike");
  const link = /https?:\/\/\S+\/saved-searches\/confirm\?token=[a-z2-7]{32}/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  const confirmPath = new URL(link ?? "").pathname + new URL(link ?? "").search;

  // Opening the link shows the button; nothing is confirmed until it is pressed.
  await page.goto(confirmPath);
  await expect(page.getByText("Get a daily mail with what is new for this search: Classified ads under $300: bike.")).toBeVisible();
  await page.getByRole("button", { name: "Confirm my alert" }).click();
  await expect(page.getByText("Your alert is on.")).toBeVisible();

  // The alert's own stop link (the same page its mails' footers open).
  await page.getByRole("link", { name: "Stop this alert" }).click();
  await expect(page.getByText("You get a daily mail with what is new for this search: Classified ads under $300: bike.")).toBeVisible();
  await page.getByRole("button", { name: "Stop this alert" }).click();
  await expect(page.getByText("This alert is stopped.")).toBeVisible();

  // The used confirm link is spent.
  await page.goto(confirmPath);
  await expect(page.getByText("This link is no longer valid.")).toBeVisible();
  if (info.project.name === "js") expect(errors.filter((e) => !/\b(404|410)\b/.test(e))).toEqual([]);
});
