// The weekly letter as a reader meets it, with JavaScript and without: subscribe at /subscribe, open the mailed link
// (read from the local outbox, npm start having no mail provider), confirm with the button, change topics on the
// footer's page, and leave. Each project uses its own address: both run against one database.
import { expect, test } from "@playwright/test";
import { outboxText, watchErrors } from "./support";

test("subscribe, confirm by the button, change topics, leave", async ({ page }, info) => {
  const errors = watchErrors(page);
  const address = `reader-${info.project.name}-${Date.now().toString(36)}@example.com`;

  await page.goto("/subscribe");
  await page.getByLabel("Email").fill(address);
  // Every topic starts ticked: this reader wants news and events only.
  for (const topic of ["New businesses", "Classifieds", "Jobs"]) await page.getByLabel(topic).uncheck();
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "a mail with a link to confirm is on its way" })).toBeVisible();

  const mail = await outboxText(page, address);
  const link = /https?:\/\/\S+\/subscribe\/confirm\?token=[a-z2-7]{32}/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  const confirmPath = new URL(link ?? "").pathname + new URL(link ?? "").search;

  // Opening the link shows the button; nothing is confirmed until it is pressed.
  await page.goto(confirmPath);
  await expect(page.getByText("Get the weekly letter with: News, Events.")).toBeVisible();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText("You're subscribed.")).toBeVisible();

  // The footer's page: change topics.
  await page.getByRole("link", { name: "Change your topics or unsubscribe" }).click();
  await expect(page.getByRole("heading", { name: "Your weekly letter" })).toBeVisible();
  await expect(page.getByLabel("News")).toBeChecked();
  await expect(page.getByLabel("Jobs")).not.toBeChecked();
  await page.getByLabel("Jobs").check();
  await page.getByLabel("News").uncheck();
  await page.getByRole("button", { name: "Save topics" }).click();
  await expect(page.getByText("Your topics are saved.")).toBeVisible();
  await page.goto(page.url().replace(/&done=\w+/, ""));
  await expect(page.getByLabel("Jobs")).toBeChecked();
  await expect(page.getByLabel("News")).not.toBeChecked();
  await expect(page.getByLabel("Events")).toBeChecked();

  // Leave.
  await page.getByRole("button", { name: "Unsubscribe from the letter" }).click();
  await expect(page.getByText("You've unsubscribed. No more letters will come.")).toBeVisible();
  await page.goto(page.url().replace(/&done=\w+/, ""));
  await expect(page.getByText("You're not subscribed.")).toBeVisible();

  // The used confirm link is spent.
  await page.goto(confirmPath);
  await expect(page.getByText("This link is no longer valid.")).toBeVisible();
  if (info.project.name === "js") expect(errors.filter((e) => !e.includes("410"))).toEqual([]);
});

// Issue 42: the compact box on home (a plain POST to /subscribe, the same double opt-in), and one step back in after a
// mailbox's one-click unsubscribe.
test("the home page's sign-up box subscribes; after a one-click unsubscribe, 'Subscribe again' brings the reader back", async ({ page }, info) => {
  const errors = watchErrors(page);
  const address = `box-${info.project.name}-${Date.now().toString(36)}@example.com`;

  await page.goto("/");
  const box = page.getByRole("region", { name: "Get the weekly letter" });
  await box.getByLabel("Your e-mail address").fill(address);
  await box.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "a mail with a link to confirm is on its way" })).toBeVisible();

  const mail = await outboxText(page, address);
  const link = new URL(/https?:\/\/\S+\/subscribe\/confirm\?token=[a-z2-7]{32}/.exec(mail)?.[0] ?? "http://x/");
  await page.goto(link.pathname + link.search);
  // The box asked for every topic.
  await expect(page.getByText("Get the weekly letter with: News, Events, New businesses, Classifieds, Jobs.")).toBeVisible();
  await page.getByRole("button", { name: "Confirm my subscription" }).click();
  await expect(page.getByText("You're subscribed.")).toBeVisible();
  await page.getByRole("link", { name: "Change your topics or unsubscribe" }).click();
  await expect(page.getByText(`This page manages the letter sent to ${address}.`)).toBeVisible();

  // The mailbox's one-click unsubscribe (RFC 8058), as a mail client sends it.
  const token = new URL(page.url()).searchParams.get("token") ?? "";
  const oneClick = await page.request.post(`/letters/unsubscribe?token=${token}`, {
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    data: "List-Unsubscribe=One-Click",
    maxRetries: 1,
  });
  expect(oneClick.status()).toBe(200);
  await page.goto(`/letters/manage?token=${token}`);
  await expect(page.getByText("You're not subscribed.")).toBeVisible();
  await page.getByRole("button", { name: "Subscribe again" }).click();
  await expect(page.getByText("Welcome back: the letter comes again, with the topics you had.")).toBeVisible();
  await expect(page.getByLabel("News")).toBeChecked();
  await expect(page.getByLabel("Jobs")).toBeChecked();
  await expect(page.getByRole("button", { name: "Subscribe again" })).toHaveCount(0);
  // The confirm page's revalidation after the POST finds its link spent (410), as in the test above.
  if (info.project.name === "js") expect(errors.filter((e) => !e.includes("410"))).toEqual([]);
});
