import { expect, test, type Page } from "@playwright/test";
import { englishIn, interfaceText, readInSpanish } from "./spanish-check";
import { signInAs, watchErrors } from "./support";

// The admin area in Spanish (issue 34 §1), walked as the seed admin who reads Spanish: the layout, its tabs and stats,
// and each translated tab. What people wrote (names, titles, ads, reviews, audit details) is marked lang="en" and not
// checked; with JavaScript on, the page hydrates without errors (the server's and the browser's Spanish agree).

async function signInAsAdmin(page: Page, returnTo: string) {
  await page.context().clearCookies();
  await signInAs(page, "Dana Whitaker", returnTo);
  await readInSpanish(page);
}

/** Everyday English words of the admin pages, checked on these pages only (elsewhere they might be a name). */
const ADMIN_WORDS = [
  "Admin",
  "Users",
  "Role",
  "Status",
  "Joined",
  "Active",
  "Inactive",
  "Activate",
  "Deactivate",
  "waiting",
  "Hide",
  "Show",
  "Orders",
  "Messages",
  "Settings",
  "Feature",
  "Publish",
  "Remove",
  "Import",
  "Pending",
  "Claims",
  "Feeds",
  "Sources",
  "Add",
  "Run",
  "Name",
  "Email",
  "Actions",
  "Sign out",
  "None",
  "Last",
  "Approved",
  "Rejected",
  "Rating",
  "Author",
  "Total",
  // The second round's tabs (events to outbox).
  "Unhide",
  "Unfeature",
  "Sync",
  "Preview",
  "refunded",
  "Outbox",
  "Attachments",
  "Enrollment",
  "Priority",
  "Districts",
  "Reply",
  "Sources",
  "Theme",
  "Schedule",
];

function englishOnAdmin(fragments: string[]): string[] {
  const words = ADMIN_WORDS.filter((w) => fragments.some((f) => new RegExp(`\\b${w}\\b`).test(f)));
  return [...englishIn(fragments), ...words.map((w) => `${w} ← ${fragments.find((f) => new RegExp(`\\b${w}\\b`).test(f))}`)];
}

async function expectSpanish(page: Page, path: string, heading: string | RegExp | null, skip?: string) {
  await page.goto(path);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText("Panel de administración");
  if (heading) await expect(page.getByRole("heading", { name: heading }).first()).toBeVisible();
  const found = englishOnAdmin(await interfaceText(page, skip));
  expect(found, path).toEqual([]);
}

test.describe("the admin area in Spanish", () => {
  test("the dashboard and every translated tab", async ({ page }) => {
    const errors = watchErrors(page);
    await signInAsAdmin(page, "/admin");
    await page.reload();
    // The layout: title, stats and tabs, and the Users tab.
    await expect(page.getByRole("navigation", { name: "Secciones de administración" }).getByRole("link", { name: "Usuarios" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Estadísticas del sitio" })).toContainText("Negocios");
    await expect(page).toHaveTitle("Panel de administración");
    await expect(page.getByRole("button", { name: "Guardar rol" }).first()).toBeVisible();
    expect(englishOnAdmin(await interfaceText(page))).toEqual([]);
    for (const [path, heading, skip] of TABS) await expectSpanish(page, path, heading, skip);
    // A contact message opened, with its reply form and status buttons.
    const message = await page.goto("/admin/messages").then(() => page.getByTestId("message-row").first().getByRole("link").getAttribute("href"));
    await expectSpanish(page, message ?? "", "Otros mensajes de este remitente");
    // An article's edit page and the confirm step of a delete.
    const edit = await page.goto("/admin/news").then(() =>
      page
        .getByRole("link", { name: /^Editar / })
        .first()
        .getAttribute("href"),
    );
    await expectSpanish(page, edit ?? "", "Editar artículo");
    const del = await page.goto("/admin/news").then(() =>
      page
        .getByRole("link", { name: /^Eliminar / })
        .first()
        .getAttribute("href"),
    );
    await expectSpanish(page, del ?? "", /^¿Eliminar/);
    expect(errors).toEqual([]);
  });
});

/** Each translated tab and a heading it shows. */
const TABS: [string, string | RegExp | null, string?][] = [
  ["/admin/news", /^Revisión de noticias/],
  ["/admin/events", /^Todos los eventos/],
  ["/admin/businesses", /^Negocios \(/],
  ["/admin/classifieds", null],
  ["/admin/jobs", /^Ofertas de empleo en espera/],
  ["/admin/orders", null],
  ["/admin/messages", "Mensajes"],
  ["/admin/settings", "Configuración del sitio"],
  ["/admin/schools", "Distritos escolares"],
  ["/admin/services", "Contactos de gobierno y emergencias"],
  // The letter's preview is the mail a Spanish reader gets (its own tests check it); the outbox's mails are the record
  // of what was sent, each in its reader's language: both skipped, the page's own words checked.
  ["/admin/letter", "Vista previa de la carta semanal", "[data-testid=letter-preview], details pre"],
  ["/admin/outbox", "Bandeja de salida", "[data-mail-content]"],
];
