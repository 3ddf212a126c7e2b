// Issue 31 (items 2, 3, 4, 6, 8): what a resident meets when a form refuses, a session ends, or a search is blank.
import { expect, test, type Page } from "@playwright/test";
import { signInAs, waitForHydration } from "./support";

const SEARCH_PLACEHOLDER = "Search news, businesses, events, and classifieds...";
const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/** An unclaimed business's claim page, found through the public API as a resident would find it in the directory. */
async function unclaimedBusinessId(page: Page): Promise<number> {
  const res = await page.request.get("/api/businesses?limit=50", { maxRetries: 1 });
  const body: unknown = await res.json();
  const list = (Array.isArray(body) ? body : (body as { businesses: unknown[] }).businesses) as {
    id: number;
    claimStatus: string;
    ownerId: string | null;
  }[];
  const found = list.find((b) => b.claimStatus === "unclaimed" && !b.ownerId);
  if (!found) throw new Error("no unclaimed business in the seed");
  return found.id;
}

test("item 2: a claim missing information shows 'Missing Information' on the claim page itself, not on the next page", async ({ page }) => {
  const id = await unclaimedBusinessId(page);
  await signInAs(page, "Pat O'Neill", `/claim-business/${id}`);
  await page.getByLabel("Your role").selectOption("Owner");
  // Filled as far as the browser can tell, blank once trimmed: the server's check answers (and the script's, with JS).
  await page.getByLabel("Contact phone").fill("   ");
  await page.getByLabel("How can we verify you run this business?").fill("   ");
  await page.getByRole("button", { name: "Submit Claim" }).click();
  await expect(page).toHaveURL(new RegExp(`/claim-business/${id}$`));
  await expect(page.getByTestId("toast")).toContainText("Missing Information");
  await expect(page.getByTestId("toast")).toContainText("Please fill in all required fields.");
  await page.goto("/support");
  await expect(page.getByRole("heading", { name: "Help & Support" })).toBeVisible();
  await expect(page.getByTestId("toast")).toHaveCount(0);
});

test("item 2: with JavaScript, an empty claim shows 'Missing Information' too", async ({ page }) => {
  test.skip(!jsOn(), "without JavaScript the browser's own check stops an empty submit before anything is sent");
  const id = await unclaimedBusinessId(page);
  await signInAs(page, "Pat O'Neill", `/claim-business/${id}`);
  await page.getByRole("button", { name: "Submit Claim" }).click();
  await expect(page.getByTestId("toast")).toContainText("Missing Information");
  await expect(page).toHaveURL(new RegExp(`/claim-business/${id}$`));
});

test("item 3: a member whose session ends while creating an event signs in again and gets the form back, filled", async ({ page, context }) => {
  await signInAs(page, "Jamie Chen", "/events/create");
  const title = `Porch concert ${test.info().project.name}`;
  // Inside the form's window (no further than six months ahead), so the browser's own check lets it through.
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 11) + "18:30";
  await page.locator('[name="title"]').fill(title);
  await page.locator('[name="description"]').fill("Bluegrass on the library porch, bring a chair.");
  await page.locator('[name="startDate"]').fill(start);
  await page.locator('[name="location"]').fill("Greenwood Public Library");
  // The session ends (expired, or signed out in another tab) while the member types.
  await context.clearCookies({ name: "session" });
  await page.getByRole("button", { name: "Create Event" }).click();

  await page.waitForURL((u) => u.pathname === "/api/login" && u.searchParams.get("returnTo") === "/events/create");
  await expect(page.getByTestId("toast")).toContainText("Unauthorized");
  await expect(page.getByTestId("toast")).toContainText("Please log in to create events.");

  await signInAs(page, "Jamie Chen", "/events/create");
  await expect(page.locator('[name="title"]')).toHaveValue(title);
  await expect(page.locator('[name="description"]')).toHaveValue("Bluegrass on the library porch, bring a chair.");
  await expect(page.locator('[name="startDate"]')).toHaveValue(start);
  await expect(page.locator('[name="location"]')).toHaveValue("Greenwood Public Library");

  // The draft is spent: opening the form again starts empty.
  await page.goto("/events/create");
  await expect(page.locator('[name="title"]')).toHaveValue("");
});

test("item 3: the same on an ad: post-classified comes back filled after sign-in", async ({ page, context }) => {
  await signInAs(page, "Jamie Chen", "/post-classified");
  const title = `Canoe for sale ${test.info().project.name}`;
  await page.locator('[name="title"]').fill(title);
  await page.locator('[name="description"]').fill("Sixteen-foot canoe with two paddles, stored indoors.");
  await page.locator('select[name="category"]').selectOption({ index: 1 });
  await context.clearCookies({ name: "session" });
  await page.locator('form:has([name="title"]) button[type="submit"]').click();
  await page.waitForURL((u) => u.pathname === "/api/login");
  await expect(page.getByTestId("toast")).toContainText("Unauthorized");
  await signInAs(page, "Jamie Chen", "/post-classified");
  await expect(page.locator('[name="title"]')).toHaveValue(title);
  await expect(page.locator('[name="description"]')).toHaveValue("Sixteen-foot canoe with two paddles, stored indoors.");
});

test("item 4: with JavaScript, submit shows every error at once and focuses the first invalid field", async ({ page }) => {
  test.skip(!jsOn(), "JavaScript on only: without it the browser's own check speaks");
  await page.goto("/support#contact-form");
  await waitForHydration(page);
  const form = page.locator("#contact-form");
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Send Message" }).click();
  // Every field's error at once: the resident who fixes the e-mail meets no new surprises.
  await expect(form.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Category")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Subject")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Message")).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByLabel("Name")).toBeFocused();
});

test("item 4: the event form, too: all errors at once with the first one focused", async ({ page }) => {
  test.skip(!jsOn(), "JavaScript on only");
  await signInAs(page, "Jamie Chen", "/events/create");
  await page.locator('[name="contactEmail"]').fill("nope");
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Start date is required")).toBeVisible();
  await expect(page.getByText("Location is required")).toBeVisible();
  await expect(page.locator('[name="contactEmail"]')).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator('[name="title"]')).toBeFocused();
});

test("item 7: with JavaScript, a half-typed start date says it cannot be read, not that it is required", async ({ page }) => {
  test.skip(!jsOn(), "JavaScript on only: without it the browser sends the field and the server answers the same words");
  await signInAs(page, "Jamie Chen", "/events/create");
  const start = page.locator('[name="startDate"]');
  await start.focus();
  await page.keyboard.type("11"); // the month only: the browser cannot read it (validity.badInput) and sends ""
  expect(await start.evaluate((el: HTMLInputElement) => el.validity.badInput)).toBe(true);
  await page.getByRole("button", { name: "Create Event" }).click();
  await expect(page.getByText("Please enter a valid start date")).toBeVisible();
  await expect(page.getByText("Start date is required")).toHaveCount(0);
});

test("item 6: the contact form clears after a successful send", async ({ page }) => {
  test.skip(!jsOn(), "JavaScript on: without it the page is loaded afresh anyway");
  await page.goto("/support#contact-form");
  await waitForHydration(page);
  const form = page.locator("#contact-form");
  await form.getByLabel("Name").fill("Lee Ann Porter");
  await form.getByLabel("Email").fill("lee@greenwood.example");
  await form.getByLabel("Category").selectOption("Events Calendar");
  await form.getByLabel("Subject").fill("Wrong market date");
  await form.getByLabel("Message").fill("The calendar shows the farmers market on the wrong Saturday.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("toast")).toContainText("Message Sent!");
  await expect(form.getByLabel("Subject")).toHaveValue("");
  await expect(form.getByLabel("Message")).toHaveValue("");
  await expect(form.getByLabel("Category")).toHaveValue("");
});

test("item 8: the nav search refuses a blank query and a padded one lands on the trimmed URL", async ({ page }) => {
  await page.goto("/news");
  const box = page.getByRole("search").first().getByPlaceholder(SEARCH_PLACEHOLDER);
  await box.fill("   ");
  // The button is greyed and takes no pointer (issue 41 §16: search-box.spec): a tap on it, or Enter, sends nothing.
  await page.getByRole("search").first().getByRole("button", { name: "Search" }).click({ force: true });
  await box.press("Enter");
  // Nothing is sent: the page stays where it is.
  await expect(page).toHaveURL(/\/news$/);
  expect(await box.evaluate((el: HTMLInputElement) => el.validity.valid)).toBe(false);

  await page.goto("/search?q=++park++");
  await expect(page).toHaveURL(/\/search\?q=park$/);
  await expect(page.getByPlaceholder(SEARCH_PLACEHOLDER).last()).toHaveValue("park");
});
