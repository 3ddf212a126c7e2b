// Its tests that only read the server's answer (statuses, headings, texts, links) moved to workerd on 2026-11-28:
// tests/integration/visitor-member-pages.test.ts.
// /schools and /emergency, and their admin tabs, with JavaScript on and off (both projects run this file).
import { expect, test } from "@playwright/test";
import { seedSchoolYear } from "../../db/seed-civic";
import { signInAs } from "./support";

test.describe("Schools", () => {
  test("shows the districts, their key dates and schools, with the stats row computed from the records", async ({ page }) => {
    await page.goto("/schools");
    await expect(page.getByRole("heading", { level: 1, name: "Schools" })).toBeVisible();
    await expect(page.getByTestId("schools-stat-districts")).toHaveText("3");
    await expect(page.getByTestId("schools-stat-schools")).toHaveText("8+");
    await expect(page.getByTestId("schools-stat-students")).toHaveText("8K+");
    for (const name of [
      "Greenwood Community School Corporation",
      "Center Grove Community School Corporation",
      "Clark-Pleasant Community School Corporation",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const greenwood = page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Greenwood Community School Corporation" }) });
    // The seed's school year is the current one, from the clock (issue 31, item 13).
    const { schoolYear, fall, spring } = seedSchoolYear(new Date());
    await expect(greenwood.getByText(`${schoolYear} Key Dates`)).toBeVisible();
    await expect(greenwood.getByText(new RegExp(`(Jul 31|Aug [12]), ${fall}`))).toBeVisible();
    await expect(greenwood.getByText(new RegExp(`Dec \\d{1,2}, ${fall} – Jan \\d{1,2}, ${spring}`))).toBeVisible();
    const high = page.getByTestId("school-card").filter({ hasText: "Greenwood Community High School" });
    await expect(high.getByText("High School", { exact: true })).toBeVisible();
    await expect(high.getByText("9-12")).toBeVisible();
    await expect(high.getByText("1,480 students")).toBeVisible();
    await expect(high.getByRole("link", { name: "(317) 555-0142" })).toHaveAttribute("href", "tel:3175550142");
    await expect(high.getByRole("link", { name: "Directions" })).toHaveAttribute("href", /google\.com\/maps\/dir/);
    await expect(high.getByText("Advanced Placement")).toBeVisible();
    await expect(high.getByText(/Last verified \w+ \d+, \d{4}/)).toBeVisible();
  });

  test("filters by district and type with a GET form", async ({ page }) => {
    await page.goto("/schools");
    await page.getByLabel("District").selectOption({ label: "Center Grove Community School Corporation" });
    await page.getByLabel("Type").selectOption({ label: "High School" });
    await page.getByRole("button", { name: "Filter" }).click();
    await page.waitForURL(/district=2/);
    expect(new URL(page.url()).searchParams.get("type")).toBe("high");
    await expect(page.getByTestId("school-card")).toHaveCount(1);
    await expect(page.getByTestId("school-card")).toContainText("Center Grove High School");
    await expect(page.getByRole("heading", { level: 2 })).toHaveCount(1);
  });
});

test.describe("admin editing", () => {
  test("adds a school (with a validation error first), edits it, reorders and hides it", async ({ page }) => {
    // Both projects share one database: each adds its own school.
    const name = `Smith Valley Elementary ${test.info().project.name}`;
    await signInAs(page, "Dana Whitaker", "/admin/schools");
    const form = page.getByRole("form", { name: "Add school" });
    await form.getByLabel("School name").fill(name);
    await form.getByLabel("District").selectOption({ label: "Greenwood Community School Corporation" });
    await form.getByLabel("Type").selectOption({ label: "Elementary" });
    await form.getByLabel("Website").fill("javascript:alert(1)");
    await form.getByLabel("Enrollment").fill("430");
    // The browser would refuse a non-URL; the server must too.
    await form.evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await form.getByRole("button", { name: "Add school" }).click();
    await expect(page.getByText("Please enter a valid website URL (http or https)")).toBeVisible();
    await expect(page.getByRole("form", { name: "Add school" }).getByLabel("School name")).toHaveValue(name);
    await page.getByRole("form", { name: "Add school" }).getByLabel("Website").fill("https://greenwood-schools.example/smithvalley");
    await page.getByRole("form", { name: "Add school" }).getByLabel("Phone").fill("317-555-0145");
    await page.getByRole("form", { name: "Add school" }).getByRole("button", { name: "Add school" }).click();
    await expect(page.getByTestId("toast")).toContainText("School saved");

    await page.goto("/schools?district=1&type=elementary");
    const card = page.getByTestId("school-card").filter({ hasText: name });
    await expect(card.getByRole("link", { name: "(317) 555-0145" })).toHaveAttribute("href", "tel:3175550145");
    await expect(card.getByText("430 students")).toBeVisible();

    await page.goto("/admin/schools");
    const row = page.locator("li", { has: page.getByText(name, { exact: true }) }).last();
    await row.getByRole("link", { name: "Edit" }).click();
    const edit = page.getByRole("form", { name: "Edit school" });
    await expect(edit.getByLabel("School name")).toHaveValue(name);
    await edit.getByLabel("Grades").fill("K-5");
    await edit.getByRole("button", { name: "Save school" }).click();
    await expect(page.getByTestId("toast")).toContainText("School saved");

    const titles = () => page.locator('[data-testid^="kept-school-"] p.font-medium').allTextContents();
    const before = (await titles()).map((t) => t.trim());
    await page.getByRole("button", { name: `Move ${name} up` }).click();
    await expect(page.getByTestId("toast")).toContainText("School moved up");
    const after = (await titles()).map((t) => t.trim());
    expect(after.indexOf(name)).toBe(before.indexOf(name) - 1);
    expect(after[before.indexOf(name)]).toBe(before[before.indexOf(name) - 1]);

    await page.goto("/admin/schools");
    await page
      .getByRole("form", { name: `Actions for ${name}` })
      .getByRole("button", { name: "Hide" })
      .click();
    await expect(page.getByTestId("toast")).toContainText("School hidden");
    await page.goto("/schools");
    await expect(page.getByText(name)).toHaveCount(0);
  });

  test("edits a government contact and marks one verified", async ({ page }) => {
    await signInAs(page, "Dana Whitaker", "/admin/services");
    await page.getByRole("form", { name: "Actions for Greenwood City Hall" }).getByRole("link", { name: "Edit" }).click();
    const edit = page.getByRole("form", { name: "Edit contact" });
    await expect(edit.getByLabel("Name")).toHaveValue("Greenwood City Hall");
    await edit.getByLabel("Hours").fill("Mon-Fri 7:30 AM-4:30 PM");
    await edit.getByRole("textbox", { name: /^Phone/ }).fill("");
    await edit.evaluate((f: HTMLFormElement) => (f.noValidate = true));
    await edit.getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByText("Phone is required")).toBeVisible();
    await expect(page.getByRole("form", { name: "Edit contact" }).getByLabel("Hours")).toHaveValue("Mon-Fri 7:30 AM-4:30 PM");
    await page
      .getByRole("form", { name: "Edit contact" })
      .getByRole("textbox", { name: /^Phone/ })
      .fill("(317) 555-0178");
    await page.getByRole("form", { name: "Edit contact" }).getByRole("button", { name: "Save contact" }).click();
    await expect(page.getByTestId("toast")).toContainText("Contact saved");
    await expect(page.getByTestId("kept-contact-9")).toContainText(/Last verified \w+ \d+, \d{4} by Dana Whitaker/);

    await page.getByRole("form", { name: "Actions for Greenwood Parks & Recreation" }).getByRole("button", { name: "Verified today" }).click();
    await expect(page.getByTestId("toast")).toContainText("Contact marked as verified");
    await page.goto("/emergency");
    await expect(page.getByTestId("service-contact").filter({ hasText: "Greenwood City Hall" })).toContainText("Mon-Fri 7:30 AM-4:30 PM");
  });
});
