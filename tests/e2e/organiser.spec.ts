// Organisers who can run an event (issue 43), as an organiser meets it on a phone (390 px), with JavaScript on and
// off: the event's page shows Edit, Cancel this date (asked on its own page) and Message attendees; Who's coming lists
// the people going with a large Check in button, and checking someone in shows at once (JS) or after the post (no JS).
import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test("an organiser on a phone opens their event, sees the controls, and checks someone in", async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const mode = js ? "js" : "nojs";
  // Each project organises its own event as its own member, so the two runs never see each other's answers.
  const who = js ? "Jamie Chen" : "Pat O'Neill";
  const shown = js ? "Jamie C." : "Pat O.";
  await signInAs(page, who, "/account");
  const origin = new URL(page.url()).origin;
  const created = await page.request.post("/api/events/create", {
    headers: { Origin: origin },
    maxRetries: 1,
    data: {
      title: `Door test supper ${info.project.name} ${Date.now()}`,
      startDate: new Date(Date.now() + 4 * 86_400_000).toISOString(),
      location: "Craig Park Shelter",
      maxAttendees: 20,
    },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  // The organiser answers "I'm going" too, so the door list has someone on it.
  expect((await page.request.post(`/api/events/${id}/rsvp`, { headers: { Origin: origin }, maxRetries: 1 })).ok()).toBe(true);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/events/${id}`);
  const tools = page.getByTestId("organiser-tools");
  await expect(tools).toBeVisible();
  for (const name of ["Edit", "Cancel this date", "Message attendees", "Who's coming"]) {
    const link = tools.getByRole("link", { name });
    await expect(link).toBeVisible();
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(24);
  }
  const noSideScroll = () => page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(await noSideScroll()).toBe(true);
  await page.screenshot({ path: `/tmp/shots/organiser/event-390-${mode}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `/tmp/shots/organiser/event-1280-${mode}.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });

  // Cancelling asks first, on a page of its own; "No, keep it" goes back with nothing changed.
  await tools.getByRole("link", { name: "Cancel this date" }).click();
  await expect(page.getByRole("heading", { name: /^Cancel ".+"\?$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Yes, cancel it" })).toBeVisible();
  await page.getByRole("link", { name: "No, keep it" }).click();
  await expect(page).toHaveURL(new RegExp(`/events/${id}$`));
  await expect(page.getByTestId("event-cancelled")).toHaveCount(0);

  // "Message attendees" goes to the message form on the same page.
  await page.getByTestId("organiser-tools").getByRole("link", { name: "Message attendees" }).click();
  await expect(page.getByLabel("Message to everyone going")).toBeVisible();

  await page.getByTestId("organiser-tools").getByRole("link", { name: "Who's coming" }).click();
  await expect(page.getByRole("heading", { name: "Going (1)" })).toBeVisible();
  await expect(page.getByTestId("checked-in-count")).toHaveText("0 of 1 checked in");
  const checkIn = page.getByRole("button", { name: `Check in ${shown}` });
  const box = (await checkIn.boundingBox())!;
  expect(box.height).toBeGreaterThanOrEqual(24);
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(await noSideScroll()).toBe(true);
  await page.screenshot({ path: `/tmp/shots/organiser/people-390-${mode}.png`, fullPage: true });

  await checkIn.click();
  await expect(page.getByTestId("checked-in-count")).toHaveText("1 of 1 checked in");
  await expect(page.getByRole("button", { name: `Undo check-in of ${shown}` })).toBeVisible();
  await expect(page.getByTestId("going-person").first()).toContainText("Checked in");
  await page.screenshot({ path: `/tmp/shots/organiser/people-checked-390-${mode}.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `/tmp/shots/organiser/people-1280-${mode}.png`, fullPage: true });

  // Undo, and the door list downloads as CSV.
  await page.getByRole("button", { name: `Undo check-in of ${shown}` }).click();
  await expect(page.getByTestId("checked-in-count")).toHaveText("0 of 1 checked in");
  const csv = await page.request.get(`/events/${id}/people.csv`, { maxRetries: 1 });
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`"${shown}"`);
});
