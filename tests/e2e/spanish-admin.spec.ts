import { expect, test, type Page } from "@playwright/test";
import { readInSpanish } from "./spanish-check";
import { signInAs, watchErrors } from "./support";

// The admin area in Spanish (issue 34 §1), walked as the seed admin who reads Spanish: with JavaScript on, each
// translated tab hydrates without errors (the server's and the browser's Spanish agree). That the tabs hold no English
// interface word is checked on the server's HTML, in workerd (tests/integration/spanish-members.test.ts, moved there
// 2026-11-28).

async function signInAsAdmin(page: Page, returnTo: string) {
  await page.context().clearCookies();
  await signInAs(page, "Dana Whitaker", returnTo);
  await readInSpanish(page);
}

async function visit(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText("Panel de administración");
}

// Hydration needs JavaScript: the no-js project skips this file without opening a page.
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "hydration needs JavaScript");

test("the admin dashboard and every translated tab hydrate in Spanish without errors", async ({ page }) => {
  const errors = watchErrors(page);
  await signInAsAdmin(page, "/admin");
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Secciones de administración" }).getByRole("link", { name: "Usuarios" })).toBeVisible();
  for (const path of TABS) await visit(page, path);
  // A contact message opened, an article's edit page and the confirm step of a delete.
  const message = await page.goto("/admin/messages").then(() => page.getByTestId("message-row").first().getByRole("link").getAttribute("href"));
  await visit(page, message ?? "");
  const edit = await page.goto("/admin/news").then(() =>
    page
      .getByRole("link", { name: /^Editar / })
      .first()
      .getAttribute("href"),
  );
  await visit(page, edit ?? "");
  const del = await page.goto("/admin/news").then(() =>
    page
      .getByRole("link", { name: /^Eliminar / })
      .first()
      .getAttribute("href"),
  );
  await visit(page, del ?? "");
  expect(errors).toEqual([]);
});

/** Each translated tab. */
const TABS = [
  "/admin/news",
  "/admin/events",
  "/admin/businesses",
  "/admin/classifieds",
  "/admin/jobs",
  "/admin/orders",
  "/admin/messages",
  "/admin/settings",
  "/admin/schools",
  "/admin/services",
  "/admin/letter",
  "/admin/outbox",
];
