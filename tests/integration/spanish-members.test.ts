// A member's, a moderator's and the admin's pages in Spanish as the server answers them (issue 34 §1), moved from the
// Playwright specs (spanish-account.spec.ts, spanish-more.spec.ts, spanish-admin.spec.ts) on 2026-11-28: each page,
// fetched signed in with the lang=es cookie, is marked lang="es", shows its Spanish heading and has no English interface
// word outside elements marked lang="en" (what people wrote). Hydration without errors and the article preview (typed
// and clicked) stay in Playwright.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishIn } from "../support/english-words";
import {
  attr,
  byTestId,
  elements,
  h1,
  headings,
  interfaceText,
  linkHref,
  nav,
  parseHtml,
  textContent,
  titleOf,
  type HtmlElement,
} from "../support/interface-text";
import { first } from "../support/must";
import { sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let member: string;
let moderator: string;
let admin: string;

beforeAll(async () => {
  w = await startTestWorker();
  member = `lang=es; ${await sessionCookie(w, "seed-member-jamie")}`;
  moderator = `lang=es; ${await sessionCookie(w, "seed-moderator")}`;
  admin = `lang=es; ${await sessionCookie(w, "seed-admin")}`;
});
afterAll(async () => {
  await w?.close();
});

/**
 * Fetches `path` in Spanish as `cookie`'s member, checks its status, <html lang="es"> and that its interface text has
 * no English word (`words`: more words to look for); gives the page's HTML.
 */
async function spanish(
  path: string,
  cookie: string,
  { status = 200, skip, words = englishIn }: { status?: number; skip?: (el: HtmlElement) => boolean; words?: (fragments: string[]) => string[] } = {},
) {
  const res = await w.fetch(path, { cookie });
  expect(res.status, path).toBe(status);
  const html = await res.text();
  expect(html, path).toMatch(/<html lang="es"/);
  expect(words(interfaceText(html, skip)), path).toEqual([]);
  return html;
}

describe("a member's pages in Spanish (spanish-account.spec.ts)", () => {
  it("the account pages and the checkout", async () => {
    const account = await spanish("/account", member);
    expect(h1(account)).toBe("Mi cuenta");
    expect(account).toMatch(/<button[^>]*>Guardar perfil<\/button>/);
    for (const [path, heading] of [
      ["/account/orders", "Sus pedidos"],
      ["/account/classifieds", "Sus anuncios clasificados"],
      ["/account/jobs", "Mis empleos"],
      ["/account/letter", "Carta semanal"],
    ] as const) {
      expect(h1(await spanish(path, member)), path).toBe(heading);
    }

    // The checkout of one of the member's own businesses, and a link that names no item.
    const main = first(
      elements(parseHtml(account).body, (el) => el.tagName === "main"),
      "main",
    );
    const edit = elements(main, (el) => el.tagName === "a" && /^\/businesses\/\d+\/edit$/.test(attr(el, "href") ?? ""))[0];
    const id = edit && attr(edit, "href")?.split("/")[2];
    expect(id).toBeTruthy();
    const checkout = await spanish(`/checkout?type=business-premium&businessId=${id}`, member);
    expect(h1(checkout)).toMatch(/Pago|Ya está pagado|Este elemento ya tiene un pedido abierto/);
    expect(h1(await spanish("/checkout?type=event-enhanced", member, { status: 400 }))).toBe("Elija primero qué mejorar");
  });
});

describe("a moderator's article pages in Spanish (spanish-more.spec.ts)", () => {
  it("the article forms and the review queue", async () => {
    expect(h1(await spanish("/submit-article", moderator))).toBe("Enviar un artículo");
    expect(h1(await spanish("/news/create", moderator))).toBe("Crear un artículo de noticias");
    expect(h1(await spanish("/news/review", moderator))).toBe("Artículos por revisar");
  });
});

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

/** An admin page in Spanish: the layout's title and, when given, a heading of the tab's own. */
async function adminPage(path: string, heading: string | RegExp | null, skip?: (el: HtmlElement) => boolean) {
  const html = await spanish(path, admin, { skip, words: englishOnAdmin });
  expect(h1(html), path).toBe("Panel de administración");
  if (heading)
    expect(
      headings(html).some((h) => (typeof heading === "string" ? h.includes(heading) : heading.test(h))),
      `${path}: ${String(heading)}`,
    ).toBe(true);
  return html;
}

/** Each translated tab and a heading it shows. */
const TABS: [string, string | RegExp | null, ((el: HtmlElement) => boolean)?][] = [
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
  [
    "/admin/letter",
    "Vista previa de la carta semanal",
    (el) => attr(el, "data-testid") === "letter-preview" || (el.tagName === "pre" && insideTag(el, "details")),
  ],
  ["/admin/outbox", "Bandeja de salida", (el) => attr(el, "data-mail-content") !== null],
];

function insideTag(el: HtmlElement, tag: string): boolean {
  for (let at = el.parentNode; at && "tagName" in at; at = at.parentNode) if (at.tagName === tag) return true;
  return false;
}

describe("the admin area in Spanish (spanish-admin.spec.ts)", () => {
  it("the dashboard and every translated tab", async () => {
    // The layout: title, stats and tabs, and the Users tab.
    const dashboard = await adminPage("/admin", null);
    expect(titleOf(dashboard)).toBe("Panel de administración");
    expect(linkHref(nav(dashboard, "Secciones de administración"), "Usuarios")).toMatch(/^\/admin/);
    const stats = first(
      elements(parseHtml(dashboard).body, (el) => attr(el, "aria-label") === "Estadísticas del sitio"),
      "stats",
    );
    expect(textContent(stats)).toContain("Negocios");
    expect(dashboard).toMatch(/<button[^>]*>Guardar rol<\/button>/);
    for (const [path, heading, skip] of TABS) await adminPage(path, heading, skip);
  });

  it("a contact message, an article's edit page and the confirm step of a delete", async () => {
    const messages = await adminPage("/admin/messages", "Mensajes");
    const message = linkHref(first(byTestId(messages, "message-row"), "message row"), /./);
    await adminPage(message, "Otros mensajes de este remitente");
    const news = await adminPage("/admin/news", /^Revisión de noticias/);
    const body = parseHtml(news).body;
    await adminPage(linkHref(body, /^Editar /), "Editar artículo");
    await adminPage(linkHref(body, /^Eliminar /), /^¿Eliminar/);
  });
});
