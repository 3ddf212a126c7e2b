import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test("the jobs list, its GET filters and a job's page", async ({ page }, info) => {
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => (m.type() === "error" ? errors.push(m.text()) : undefined));
  await page.goto("/jobs");
  await expect(page.getByRole("heading", { name: "Jobs near Greenwood" })).toBeVisible();
  await expect(page.getByTestId("job-card").first()).toContainText("Featured");
  await expect(page.getByText("Page 1 of 3")).toBeVisible();

  await page.getByLabel("Employment type").selectOption("Part-time");
  await page.getByLabel("Distance").selectOption("5");
  await page.getByRole("button", { name: "Show jobs" }).click();
  await page.waitForURL((u) => u.searchParams.get("type") === "Part-time" && u.searchParams.get("distance") === "5");
  const cards = page.getByTestId("job-card");
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allInnerTexts()) expect(text).toContain("Part-time");
  await expect(page.getByLabel("Employment type")).toHaveValue("Part-time");

  await page.goto("/jobs");
  await page.getByLabel("Keywords").fill("machinist");
  await page.getByLabel("Distance").selectOption("25");
  await page.getByRole("button", { name: "Show jobs" }).click();
  await page.waitForURL((u) => u.searchParams.get("q") === "machinist");
  await expect(cards).toHaveCount(1);
  // Franklin is 9–10 miles from the town's centre (the distance is measured from lib/towns.ts since Nashville mode).
  await expect(cards.first()).toContainText(/Franklin, IN · 9\.\d mi/);
  await cards.first().getByRole("link", { name: "CNC Machinist" }).click();
  await page.waitForURL((u) => u.pathname === "/jobs/job-0013");
  await expect(page.getByRole("heading", { name: "CNC Machinist" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Apply on the employer's site" })).toHaveAttribute(
    "href",
    /^https:\/\/careers\.franklinprecision\.example\//,
  );
  const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(ld.map((t) => JSON.parse(t)).some((x) => x["@type"] === "JobPosting" && x.title === "CNC Machinist")).toBe(true);

  await page.goto("/jobs?q=no-such-job-anywhere");
  await expect(page.getByRole("heading", { name: "No jobs match your filters" })).toBeVisible();
  const missing = await page.goto("/jobs/no-such-job");
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Job Not Found" })).toBeVisible();
  if (info.project.name === "js") expect(errors.filter((e) => !/404|Not Found/.test(e))).toEqual([]);
});

test("a member marks a job applied and updates its status", async ({ page }, info) => {
  const jobId = info.project.name === "js" ? "job-0002" : "job-0003";
  await signInAs(page, "Jamie Chen", `/jobs/${jobId}`);
  await page.getByRole("button", { name: "I applied" }).click();
  await expect(page.getByTestId("toast")).toContainText("Marked as applied");
  await expect(page.getByTestId("application-status")).toContainText("Applied");
  await page.getByRole("link", { name: "My jobs" }).first().click();
  await page.waitForURL((u) => u.pathname === "/account/jobs");
  const row = page.getByTestId("application").filter({ has: page.locator(`a[href="/jobs/${jobId}"]`) });
  await row.getByRole("combobox").selectOption("interviewing");
  await row.getByRole("button", { name: "Update" }).click();
  await expect(page.getByTestId("toast")).toContainText("Status updated");
  await expect(
    page
      .getByTestId("application")
      .filter({ has: page.locator(`a[href="/jobs/${jobId}"]`) })
      .getByRole("combobox"),
  ).toHaveValue("interviewing");
});

test("an employer posts a job, an admin approves it, it is listed, and the employer closes it", async ({ page, browser }, info) => {
  const title = `Bicycle Mechanic (${info.project.name})`;
  await signInAs(page, "Pat O'Neill", "/jobs/post");
  await page.getByLabel("Job title").fill(title);
  await page.getByLabel("Employment type").selectOption("Part-time");
  await page.getByLabel("Description").fill("Too short");
  await page.getByLabel("Location").fill("Greenwood, IN");
  await page.getByLabel("Company name").fill("Greenwood Cycle Works");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await expect(page.getByText("Description must be at least 20 characters")).toBeVisible();
  await expect(page.getByLabel("Job title")).toHaveValue(title);
  await page.getByLabel("Description").fill("Tune and repair bicycles in our Old Town shop, weekends in season.");
  await page.getByLabel("Application email").fill("jobs@cycleworks.example");
  await page.getByRole("button", { name: "Submit for review" }).click();
  await page.waitForURL((u) => u.pathname === "/account/jobs");
  await expect(page.getByTestId("toast")).toContainText("Job submitted for review");
  await expect(page.getByTestId("job-post").filter({ hasText: title })).toContainText("Waiting for review");

  const adminContext = await browser.newContext({ javaScriptEnabled: info.project.name === "js" });
  const admin = await adminContext.newPage();
  await signInAs(admin, "Dana Whitaker", "/admin/jobs");
  await admin.locator("li", { hasText: title }).getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByTestId("toast")).toContainText("Job approved");
  await adminContext.close();

  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId("job-card")).toHaveCount(1);
  await expect(page.getByTestId("job-card")).toContainText("Local employer");
  await page.goto("/account/jobs");
  const post = page.getByTestId("job-post").filter({ hasText: title });
  await expect(post).toContainText("Listed");
  await post.getByRole("button", { name: "Close" }).click();
  await expect(page.getByTestId("toast")).toContainText("Job closed");
  await page.goto(`/jobs?q=${encodeURIComponent(title)}`);
  await expect(page.getByTestId("jobs-empty")).toBeVisible();
});
