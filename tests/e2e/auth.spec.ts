// Its tests that only read the server's answer (statuses, headings, texts, links) moved to workerd on 2026-11-28:
// tests/integration/visitor-member-pages.test.ts.
import { expect, test } from "@playwright/test";
import { signInAs } from "./support";

test.describe("signing in and the navigation per state", () => {
  test("an admin sees the Admin link and the dashboard", async ({ page }) => {
    await signInAs(page, "Dana Whitaker", "/admin");
    await expect(page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Admin" })).toHaveAttribute("href", "/admin");
    await expect(page.getByRole("heading", { name: "Admin Dashboard" })).toBeVisible();
    await expect(page.getByTestId("stat-users")).toHaveText(/\d+/);
    const tabs = page.getByRole("navigation", { name: "Admin sections" });
    // A review queue's tab carries its waiting count after the spec's label, e.g. "News (3 waiting)" (issue 19).
    const tab = (label: string) => tabs.getByRole("link", { name: new RegExp(`^${label}( \\(\\d+ waiting\\))?$`) });
    for (const label of ["Users", "Business Claims", "News", "Businesses", "Events", "Classifieds"]) {
      await expect(tab(label)).toBeVisible();
    }
    await tab("Classifieds").click();
    await expect(page).toHaveURL(/\/admin\/classifieds$/);
  });

  test("a protected page sends a visitor to sign in and back", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fadmin/);
    await page.getByRole("button", { name: /Sign in as Dana Whitaker/ }).click();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("Sign Out ends the session", async ({ page }) => {
    await signInAs(page, "Jamie Chen", "/");
    await page.getByRole("button", { name: "Sign Out" }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Sign In" }).first()).toBeVisible();
    const res = await page.goto("/api/auth/user");
    expect(res?.status()).toBe(401);
  });

  test("a new member signs up with an e-mail address", async ({ page }, info) => {
    const email = `newcomer-${info.project.name}@greenwood.example`;
    await page.goto("/api/login?returnTo=/events");
    await page.getByLabel(/become a new member/).fill(email);
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL((url) => url.pathname === "/events");
    await page.goto("/api/auth/user");
    expect(JSON.parse((await page.locator("body").textContent()) ?? "{}")).toMatchObject({ email, role: "user", isActive: true });
  });
});

test.describe("admin Users tab", () => {
  test("changes a role and toggles a user, with the toast", async ({ page }) => {
    await signInAs(page, "Dana Whitaker", "/admin");
    const row = page.getByTestId("user-row-pat.oneill@greenwood.example");
    await row.getByLabel("Role of pat.oneill@greenwood.example").selectOption("moderator");
    await row.getByRole("button", { name: "Save role" }).click();
    await expect(page.getByTestId("toast")).toContainText("Success");
    await expect(page.getByTestId("user-row-pat.oneill@greenwood.example").getByLabel("Role of pat.oneill@greenwood.example")).toHaveValue(
      "moderator",
    );

    await page.getByTestId("user-row-pat.oneill@greenwood.example").getByRole("button", { name: "Deactivate" }).click();
    await expect(page.getByTestId("toast")).toContainText("User deactivated");
    await expect(page.getByTestId("user-row-pat.oneill@greenwood.example")).toContainText("Inactive");
    await page.getByTestId("user-row-pat.oneill@greenwood.example").getByRole("button", { name: "Activate" }).click();
    await expect(page.getByTestId("user-row-pat.oneill@greenwood.example")).toContainText("Active");
    await page.getByTestId("user-row-pat.oneill@greenwood.example").getByLabel("Role of pat.oneill@greenwood.example").selectOption("user");
    // Pat is a member again for the tests after this one: wait for the save itself (the select shows "user" at once with
    // JavaScript, so a test that stopped there could end before the POST and leave Pat a moderator), then read it back.
    await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin")),
      page.getByTestId("user-row-pat.oneill@greenwood.example").getByRole("button", { name: "Save role" }).click(),
    ]);
    await page.goto("/admin");
    await expect(page.getByTestId("user-row-pat.oneill@greenwood.example").getByLabel("Role of pat.oneill@greenwood.example")).toHaveValue("user");
  });
});
