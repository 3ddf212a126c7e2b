// Going to an event (issue 33 §1), as a person meets it, with JavaScript on (a fetcher, no page load) and off (two
// plain POST forms): a member answers "I'm going", sees the count go up, then "Can't go" and the count goes back.
import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test("a member answers I'm going, sees the count change, and cancels", async ({ page }) => {
  const js = test.info().project.use.javaScriptEnabled !== false;
  // Each project signs in as its own member, so the two runs never see each other's answer.
  const who = js ? "Jamie Chen" : "Pat O'Neill";
  const list = (await (await page.request.get("/api/events?limit=50", { maxRetries: 1 })).json()) as {
    id: number;
    registrationUrl: string | null;
    cancelledAt: string | null;
    maxAttendees: number | null;
  }[];
  const event = list.find((e) => !e.registrationUrl && !e.cancelledAt && !e.maxAttendees);
  expect(event, "a seeded event that takes answers").toBeTruthy();
  const path = `/events/${event!.id}`;

  await signInAs(page, who, path);

  const attendance = page.getByTestId("attendance");
  const count = async () => Number(/^(\d+)/.exec((await attendance.textContent()) ?? "")?.[1]);
  const before = await count();
  const rsvp = page.getByRole("region", { name: "Are you going?" });
  await expect(rsvp).toBeVisible();

  let documents = 0;
  page.on("request", (r) => void (r.resourceType() === "document" && documents++));

  await rsvp.getByRole("button", { name: "I'm going" }).click();
  await expect(page.getByTestId("my-answer")).toHaveText("You're going.");
  await expect(attendance).toHaveText(before + 1 === 1 ? "1 person is going" : `${before + 1} people are going`);
  await expect(page.getByText("We've sent you a confirmation with a calendar file.")).toBeVisible();

  await rsvp.getByRole("button", { name: "Can't go" }).click();
  await expect(page.getByTestId("my-answer")).toHaveText("You said you can't go.");
  await expect(attendance).toHaveText(before === 1 ? "1 person is going" : `${before} people are going`);
  await expect(rsvp.getByRole("button", { name: "I'm going" })).toBeVisible();

  // Without JavaScript each answer is a form post and a new page; with it, the fetcher stays on the page.
  if (js) expect(documents).toBe(0);
  else expect(documents).toBeGreaterThanOrEqual(2);
});
