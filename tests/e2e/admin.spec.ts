// Issue 19 in a real browser, with JavaScript and without: every admin action on news, businesses and events, the
// owner's event edit and cancel from /account, and a moderator's view of /admin. With JavaScript on, no console
// errors. Each project makes its own rows (titles carry the project name): both run against one database.
import { expect, test, type Page, type TestInfo } from "@playwright/test";
import { dateToTownLocal } from "../../app/lib/dates";
import { signInAs, watchErrors } from "./support";

const DAY = 86_400_000;
const localIn = (days: number, hour: number) =>
  `${dateToTownLocal(new Date(Date.now() + days * DAY)).slice(0, 10)}T${String(hour).padStart(2, "0")}:00`;

const toast = (page: Page) => page.getByRole("status").filter({ hasNotText: /^$/ });
const tag = (info: TestInfo) => `${info.project.name}-${Date.now().toString(36)}`;

/** A JSON write as the signed-in page's own session (same origin). */
async function postApi(page: Page, path: string, body: unknown) {
  const origin = new URL(page.url()).origin;
  const res = await page.request.post(path, { data: body, headers: { Origin: origin }, maxRetries: 1 });
  expect(res.status(), await res.text()).toBeLessThan(300);
  return res.json();
}

test.describe("admin: news", () => {
  test("edit, feature, unpublish, publish and delete (confirm step) an article, each in the audit log", async ({ page, request }, info) => {
    const errors = watchErrors(page);
    const title = `Bridge repairs on Main Street begin ${tag(info)}`;
    await signInAs(page, "Dana Whitaker", "/admin/news");
    const created = (await postApi(page, "/api/news", {
      title,
      excerpt: "Crews start work on the Main Street bridge on Monday.",
      content: "<p>Crews begin repairs on Monday; one lane stays open throughout.</p>",
      category: "Local Government",
      publishedAt: new Date().toISOString(),
    })) as { id: number };
    await page.goto("/admin/news");
    const row = page.getByTestId(`admin-article-${created.id}`);
    await row.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/news/${created.id}$`));
    const edited = `${title} (updated)`;
    await page.getByLabel("Headline").fill(edited);
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(toast(page)).toContainText("The article has been updated.");
    await expect(row).toContainText(edited);

    await row.getByRole("button", { name: `Feature ${edited}` }).click();
    await expect(toast(page)).toContainText("leads the news feed for 7 days");
    await expect(row).toContainText("Featured");
    await row.getByRole("button", { name: `Unfeature ${edited}` }).click();
    await expect(row).not.toContainText("Featured");

    await row.getByRole("button", { name: `Unpublish ${edited}` }).click();
    await expect(toast(page)).toContainText("is unpublished");
    await expect(row).toContainText("rejected");
    // A visitor (no cookies) no longer finds it.
    expect((await request.get(`/api/news/${created.id}`, { maxRetries: 1 })).status()).toBe(404);
    await row.getByRole("button", { name: `Publish ${edited}` }).click();
    await expect(row).toContainText("published");

    await row.getByRole("link", { name: `Delete ${edited}` }).click();
    const confirm = page.getByTestId("confirm-delete");
    await expect(confirm).toContainText(`Delete “${edited}”?`);
    await confirm.getByRole("link", { name: "Keep the article" }).click();
    await expect(page.getByTestId("confirm-delete")).toHaveCount(0);
    await row.getByRole("link", { name: `Delete ${edited}` }).click();
    await page.getByRole("button", { name: "Delete permanently" }).click();
    await expect(toast(page)).toContainText("was deleted");
    await expect(page.getByTestId(`admin-article-${created.id}`)).toHaveCount(0);

    await page.goto("/admin/audit");
    for (const action of ["news.edit", "news.feature", "news.unfeature", "news.unpublish", "news.publish", "news.delete"]) {
      await expect(page.getByText(action, { exact: true }).first()).toBeVisible();
    }
    if (info.project.name === "js") expect(errors).toEqual([]);
  });
});

test.describe("admin: businesses", () => {
  test("edit with the owner's form, hide and unhide, mark premium, remove the owner", async ({ page }, info) => {
    const errors = watchErrors(page);
    const name = `Larkspur Letterpress ${tag(info)}`;
    await signInAs(page, "Jamie Chen", "/account");
    const categories = (await (await page.request.get("/api/business-categories", { maxRetries: 1 })).json()) as Array<{ id: number }>;
    const { id } = (await postApi(page, "/api/businesses", {
      name,
      description: "Wedding invitations printed by hand.",
      categoryId: categories[0]!.id,
      address: "40 Main St, Greenwood, IN",
      phone: "317-555-0140",
    })) as { id: number };

    await signInAs(page, "Dana Whitaker", "/admin/businesses");
    await page.getByRole("searchbox", { name: "Search by name" }).fill(name);
    await page.locator("#main").getByRole("button", { name: "Search", exact: true }).click();
    const row = page.getByTestId(`admin-business-${id}`);
    await expect(row).toContainText("owner jamie.chen@greenwood.example");

    await row.getByRole("link", { name: `Edit ${name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/businesses/${id}/edit$`));
    await page.getByLabel("Phone", { exact: true }).fill("317-555-0199");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/businesses$/);
    await expect(toast(page)).toContainText(`${name} has been updated.`);

    await page.goto(`/admin/businesses?q=${encodeURIComponent(name)}`);
    await row.getByRole("button", { name: `Hide ${name}` }).click();
    await expect(toast(page)).toContainText(`${name} is hidden from the directory.`);
    await expect(row).toContainText("Hidden");
    await expect(page).toHaveURL(/q=/);
    expect((await page.request.get(`/api/businesses/${id}`, { maxRetries: 1 })).status()).toBe(404);
    await page.goto(`/directory?q=${encodeURIComponent(name)}`);
    await expect(page.getByRole("heading", { name: "Business Directory", level: 1 })).toBeVisible();
    await expect(page.locator("#main").getByRole("link", { name })).toHaveCount(0);
    await page.goto(`/admin/businesses?q=${encodeURIComponent(name)}`);
    await row.getByRole("button", { name: `Unhide ${name}` }).click();
    await expect(row).not.toContainText("Hidden");
    expect((await page.request.get(`/api/businesses/${id}`, { maxRetries: 1 })).status()).toBe(200);

    await row.getByRole("button", { name: `Mark premium: ${name}` }).click();
    await expect(row).toContainText("Premium");
    await row.getByRole("button", { name: `Remove the owner of ${name}` }).click();
    await expect(toast(page)).toContainText("can be claimed again");
    await expect(row).toContainText("unclaimed");
    await expect(row).not.toContainText("owner jamie");
    if (info.project.name === "js") expect(errors).toEqual([]);
  });
});

test.describe("events: owners and admins", () => {
  async function createEvent(page: Page, title: string) {
    await page.goto("/events/create");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Start Date & Time").fill(localIn(12, 18));
    await page.getByLabel("Location").fill("Old City Park");
    await page.getByRole("button", { name: "Create Event" }).click();
    await expect(page).toHaveURL(/\/events$/);
  }

  test("the organiser edits and cancels their own event from /account; another member cannot open the edit page", async ({ page }, info) => {
    const errors = watchErrors(page);
    const title = `Neighbourhood Cleanup ${tag(info)}`;
    await signInAs(page, "Jamie Chen", "/account");
    await createEvent(page, title);
    await page.goto("/account");
    await page.getByRole("link", { name: `Edit ${title}` }).click();
    await expect(page).toHaveURL(/\/events\/\d+\/edit$/);
    const editUrl = page.url();
    await expect(page.getByLabel("Title")).toHaveValue(title);
    await page.getByLabel("Title").fill("");
    await page.getByLabel("Location").fill("Craig Park");
    if (info.project.name === "js") {
      // The browser's own validation stops an empty title; the server says the same without JavaScript.
      await page.getByLabel("Title").fill(`${title} moved`);
    }
    await page.getByRole("button", { name: "Save changes" }).click();
    if (info.project.name === "no-js") {
      await expect(page.getByText("Title is required")).toBeVisible();
      await expect(page.getByLabel("Location")).toHaveValue("Craig Park");
      await page.getByLabel("Title").fill(`${title} moved`);
      await page.getByRole("button", { name: "Save changes" }).click();
    }
    await expect(page).toHaveURL(/\/account$/);
    await expect(toast(page)).toContainText("has been saved");
    const mine = page.getByTestId("my-event").filter({ hasText: `${title} moved` });
    await expect(mine).toBeVisible();
    await mine.getByRole("button", { name: "Cancel event" }).click();
    await expect(toast(page)).toContainText("now shows as Cancelled");
    await expect(page.getByTestId("my-event").filter({ hasText: `${title} moved` })).toContainText("Cancelled");

    await signInAs(page, "Pat O'Neill", "/account");
    const res = await page.goto(editUrl);
    expect(res?.status()).toBe(404);
    if (info.project.name === "js") expect(errors.filter((e) => !e.includes("404"))).toEqual([]);
  });

  test("an admin finds an event, hides it, features it until a date, edits and cancels it (the organiser is mailed)", async ({ page }, info) => {
    const errors = watchErrors(page);
    const title = `Harvest Supper ${tag(info)}`;
    await signInAs(page, "Jamie Chen", "/events/create");
    await createEvent(page, title);

    await signInAs(page, "Dana Whitaker", "/admin/events");
    await page.getByRole("searchbox", { name: "Search by title" }).fill(title);
    await page.locator("#main").getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("All events (1)")).toBeVisible();
    const row = page.getByRole("list", { name: "Events" }).getByRole("listitem").filter({ hasText: title });

    await row.getByRole("button", { name: `Hide ${title}` }).click();
    await expect(toast(page)).toContainText("is hidden");
    await expect(row).toContainText("Hidden");
    await row.getByRole("button", { name: `Unhide ${title}` }).click();
    await expect(row).not.toContainText("Hidden");

    const until = dateToTownLocal(new Date(Date.now() + 5 * DAY)).slice(0, 10);
    await row.getByLabel(`Feature ${title} until`).fill(until);
    await row.getByRole("button", { name: `Feature ${title}`, exact: true }).click();
    await expect(toast(page)).toContainText("is featured until");
    await expect(row).toContainText("Featured until");
    await row.getByRole("button", { name: `Unfeature ${title}` }).click();
    await expect(row).not.toContainText("Featured");

    await row.getByRole("link", { name: `Edit ${title}` }).click();
    await page.getByLabel("Address").fill("100 Main St");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await expect(toast(page)).toContainText("has been saved");

    await page.goto(`/admin/events?q=${encodeURIComponent(title)}`);
    await row.getByRole("button", { name: `Cancel ${title}` }).click();
    await expect(toast(page)).toContainText("The organiser has been told.");
    await expect(row).toContainText("Cancelled");
    await page.goto("/admin/outbox");
    await expect(page.getByText(`Your event was cancelled: ${title}`, { exact: true })).toBeVisible();
    await page.goto("/admin/audit");
    for (const action of ["event.hide", "event.unhide", "event.feature", "event.unfeature", "event.edit", "event.cancel"]) {
      await expect(page.getByText(action, { exact: true }).first()).toBeVisible();
    }
    if (info.project.name === "js") expect(errors).toEqual([]);
  });
});

test.describe("the dashboard", () => {
  test("stats cards link to their tabs; a moderator sees only the review queues and is refused the rest", async ({ page }) => {
    const errors = watchErrors(page);
    await signInAs(page, "Dana Whitaker", "/admin");
    await page.getByTestId("stat-link-events").click();
    await expect(page).toHaveURL(/\/admin\/events$/);
    await page.getByTestId("stat-link-businesses").click();
    await expect(page).toHaveURL(/\/admin\/businesses$/);
    await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /News \(\d+ waiting\)/ })).toBeVisible();

    await signInAs(page, "Marcus Reyes", "/");
    // The site navigation leads a moderator to /admin, which opens on their first review queue.
    await page.getByRole("banner").getByRole("link", { name: "Admin", exact: true }).first().click();
    await expect(page).toHaveURL(/\/admin\/news$/);
    await expect(page.getByRole("heading", { level: 1, name: "Moderation" })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Admin sections" }).getByRole("link");
    await expect(tabs).toHaveCount(4);
    await expect(page.getByRole("list", { name: "Site statistics" })).toHaveCount(0);
    const refused = await page.goto("/admin/settings");
    expect(refused?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access Denied" })).toBeVisible();
    expect(errors.filter((e) => !e.includes("403"))).toEqual([]);
  });
});
