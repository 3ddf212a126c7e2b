// The site's pages in Spanish as the server answers them (issue 34 §1), moved from the Playwright specs
// (spanish.spec.ts, spanish-civic.spec.ts, spanish-places.spec.ts, spanish-more.spec.ts, spanish-account.spec.ts) on
// 2026-11-28: each page fetched with the lang=es cookie, as a visitor, is marked lang="es", shows its Spanish heading
// and has no English interface word (tests/support/english-words.ts) outside elements marked lang="en" (what people
// wrote: articles, events, ads, names, NWS alerts). Clicking the language switch, the phone's menu and hydration stay in
// Playwright.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { englishIn } from "../support/english-words";
import {
  attr,
  byTestId,
  elements,
  folded,
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
import { pageText, startTestWorker, type TestWorker } from "../support/worker";

const ES = "lang=es";
let w: TestWorker;

beforeAll(async () => {
  w = await startTestWorker();
});
afterAll(async () => {
  await w?.close();
});

/**
 * Fetches `path` in Spanish, checks its status (when given), <html lang="es"> and that its interface text has no
 * English word; gives the page's HTML.
 */
async function spanish(path: string, { status = 200 as number | null, skip }: { status?: number | null; skip?: (el: HtmlElement) => boolean } = {}) {
  const res = await w.fetch(path, { cookie: ES });
  if (status !== null) expect(res.status, path).toBe(status);
  const html = await res.text();
  expect(html, path).toMatch(/<html lang="es"/);
  expect(englishIn(interfaceText(html, skip)), path).toEqual([]);
  return html;
}

describe("the home page, the 404 page and the news in Spanish (spanish.spec.ts)", () => {
  it("the Spanish home page has no English interface word", async () => {
    const html = await spanish("/");
    expect(h1(html)).toBe("Bienvenido a Greenwood, Indiana");
    // The check sees the page: the news, events and ads people wrote are there (marked lang="en") and skipped.
    expect(byTestId(html, "home-news")).toHaveLength(3);
  });

  it("the Spanish 404 page has no English interface word", async () => {
    const html = await spanish("/no-such-page", { status: 404 });
    expect(h1(html)).toBe("404 Página no encontrada");
  });

  it("the Spanish /news list, a category, its second page and an article have no English interface word", async () => {
    const html = await spanish("/news");
    expect(h1(html)).toBe("Noticias locales");
    expect(byTestId(html, "news-card").length).toBeGreaterThan(0);
    // A category chosen, and the next page: the pager speaks Spanish too.
    const category = linkHref(nav(html, "Categorías de noticias"), "Gobierno local");
    expect(category).toMatch(/category=Local/);
    await spanish(category);
    expect(pageText(await spanish("/news?page=2"))).toContain("Página 2 de");

    const article = linkHref(first(byTestId(html, "news-card"), "news card"), /./);
    expect(article).toMatch(/^\/news\/\d+$/);
    const page = await spanish(article);
    expect(linkHref(parseHtml(page).body, "← Volver a Noticias")).toBe("/news");
    expect(pageText(page)).toContain("Compartir:");
  });

  it("the check itself finds English: the English home page fails it", async () => {
    const html = await (await w.fetch("/")).text();
    expect(html).toMatch(/<html lang="en"/);
    expect(englishIn(interfaceText(html))).toEqual(expect.arrayContaining([expect.stringMatching(/^Sign In ← /), expect.stringMatching(/^News ← /)]));
  });
});

describe("the civic pages in Spanish (spanish-civic.spec.ts)", () => {
  it("schools, a filtered list, government services and weather alerts", async () => {
    const schools = await spanish("/schools");
    expect(h1(schools)).toBe("Escuelas");
    expect(byTestId(schools, "school-card").length).toBeGreaterThan(0);
    // A filtered list (the filter's own address) answers in Spanish too, its filter showing the choice.
    const high = await spanish("/schools?type=high");
    expect(high).toMatch(/<option value="high" selected="">/);
    expect(byTestId(high, "school-card").length).toBeGreaterThan(0);

    const services = await spanish("/emergency");
    expect(h1(services)).toBe("Servicios de gobierno");
    expect(byTestId(services, "service-contact").length).toBeGreaterThan(0);

    expect(h1(await spanish("/alerts"))).toBe("Alertas meteorológicas");
  });

  it("the sign-in page", async () => {
    const html = await spanish("/api/login");
    expect(h1(html)).toBe("Iniciar sesión");
    expect(pageText(html)).toContain("Entrar como Jamie Chen");
  });

  it("search: the empty page, results, a kind's tab and no results", async () => {
    const empty = await spanish("/search");
    expect(h1(empty)).toBe("Buscar");
    expect(/<main[\s\S]*<\/main>/.exec(empty)?.[0]).toContain('placeholder="Buscar noticias, negocios, eventos y anuncios..."');

    const results = await spanish("/search?q=park");
    expect(h1(results)).toBe("Resultados de búsqueda para «park»");
    expect(folded(textContent(first(byTestId(results, "result-count"), "result count")))).toContain("encontrado");
    const tab = linkHref(nav(results, "Tipos de resultado"), /^Noticias/);
    expect(tab).toMatch(/type=news/);
    await spanish(tab);

    expect(headings(await spanish("/search?q=zzqxnothing"))).toContain("Sin resultados");
  });

  it("the weekly letter: subscribe, the archive, a letter's page and the mailed links", async () => {
    const subscribe = await spanish("/subscribe");
    expect(h1(subscribe)).toBe("La carta semanal");
    expect(subscribe).toMatch(/<legend[^>]*>Temas<\/legend>/);

    const letters = await spanish("/letters");
    expect(h1(letters)).toBe("Cartas semanales");
    const main = first(
      elements(parseHtml(letters).body, (el) => el.tagName === "main"),
      "main",
    );
    const letter = elements(main, (el) => el.tagName === "a" && (attr(el, "href") ?? "").startsWith("/letters/2"))[0];
    if (letter) {
      // The letter itself (its subject is the page's title) is another area's text: only the page's chrome is checked.
      const page = await spanish(attr(letter, "href") ?? "", { skip: (el) => attr(el, "data-testid") === "letter-body" });
      expect(linkHref(parseHtml(page).body, "Todas las cartas")).toBe("/letters");
    }

    expect(h1(await spanish("/subscribe/confirm?token=no-such-token", { status: 410 }))).toBe("Confirme su suscripción");
    expect(h1(await spanish("/letters/manage?token=no-such-token", { status: 404 }))).toBe("Su carta semanal");
  });

  it("support: the FAQ's chrome and the contact form", async () => {
    const support = await spanish("/support");
    expect(h1(support)).toBe("Ayuda y soporte");
    expect(support).toMatch(/<label[^>]*>Asunto/);
    const topic = linkHref(nav(support, "Temas de las preguntas frecuentes"), "Anuncios clasificados");
    expect(topic).toMatch(/faq=Classified/);
    await spanish(topic);
  });
});

describe("the places pages in Spanish (spanish-places.spec.ts)", () => {
  it("the events calendar, its filters, its map view and an event page", async () => {
    const events = await spanish("/events");
    expect(h1(events)).toBe("Calendario de eventos de Greenwood");
    expect(headings(events)).toContain("Eventos destacados");
    expect(folded(textContent(first(byTestId(events, "events-count"), "events count")))).toMatch(/^Mostrando 1–12 de \d+ eventos$/);
    const card = first(byTestId(events, "event-card"), "event card");

    // Filtered by a category (admins name them: marked as written) and free only.
    const select = first(
      elements(parseHtml(events).body, (el) => el.tagName === "select" && attr(el, "name") === "category"),
      "category filter",
    );
    const category = attr(first(elements(select, (el) => el.tagName === "option").slice(1), "category"), "value");
    expect(category).toBeTruthy();
    await spanish(`/events?category=${category}&free=1&page=1`);

    expect(folded(textContent(first(byTestId(await spanish("/events?view=map"), "map-summary"), "map summary")))).toContain("en el mapa");

    const event = linkHref(card, "Ver detalles");
    expect(event).toMatch(/^\/events\/\d+$/);
    const page = await spanish(event);
    expect(linkHref(parseHtml(page).body, "← Volver a Eventos")).toMatch(/^\/events/);
    expect(headings(page)).toContain("Fecha y hora");
  });

  it("the directory, its sorted search, its map view and a business page", async () => {
    const directory = await spanish("/directory");
    expect(h1(directory)).toBe("Directorio de negocios");
    expect(folded(textContent(first(byTestId(directory, "directory-count"), "directory count")))).toMatch(/^Mostrando \d+ negocios$/);

    const sorted = await spanish("/directory?q=main&sort=rating");
    expect(textContent(first(byTestId(sorted, "rating-basis"), "rating basis"))).toContain("Mejor valorados");

    const map = await spanish("/directory?view=map");
    expect(folded(textContent(first(byTestId(map, "map-summary"), "map summary")))).toContain("negocios en el mapa");

    // The business with residents' reviews.
    const willow = await spanish("/directory?q=Willow");
    const business = linkHref(first(byTestId(willow, "business-card"), "business card"), "Ver detalles");
    expect(business).toMatch(/^\/businesses\/\d+$/);
    expect(headings(await spanish(business))).toContain("Reseñas de los vecinos");
  });

  it("the classifieds list, its filters and an ad's page", async () => {
    const list = await spanish("/classifieds");
    expect(h1(list)).toBe("Anuncios clasificados");
    const card = first(byTestId(list, "classified-card"), "classified card");
    await spanish("/classifieds?category=Vehicles&sort=price_asc&photos=1");

    const ad = linkHref(card, "Ver detalles");
    expect(ad).toMatch(/^\/classifieds\/\d+$/);
    const page = await spanish(ad);
    expect(linkHref(parseHtml(page).body, "← Volver a Clasificados")).toMatch(/^\/classifieds/);
    expect(headings(page)).toContain("Contactar con el vendedor");
  });

  it("the jobs list, its filters and a job's page", async () => {
    const list = await spanish("/jobs");
    expect(h1(list)).toBe("Empleos cerca de Greenwood");
    const card = first(byTestId(list, "job-card"), "job card");
    await spanish("/jobs?distance=25&posted=30&remote=only");

    const heading = first(
      elements(card, (el) => /^h[1-6]$/.test(el.tagName)),
      "job card heading",
    );
    const job = linkHref(heading, /./);
    expect(job).toMatch(/^\/jobs\/[^/]+$/);
    const page = await spanish(job);
    expect(linkHref(parseHtml(page).body, "← Volver a Empleos")).toMatch(/^\/jobs/);
    expect(headings(page)).toContain("Sobre el empleo");
  });
});

describe("the not-found panels, the FAQ answers, /offline, the static pages and the mailed links (spanish-more, spanish-account)", () => {
  it("a visitor's not-found panels", async () => {
    for (const [path, heading] of [
      ["/news/999999", "Artículo no encontrado"],
      ["/events/999999", "Evento no encontrado"],
      ["/businesses/999999", "Negocio no encontrado"],
      ["/classifieds/999999", "Anuncio no encontrado"],
      ["/jobs/zzzzzzzzzzzz", "Empleo no encontrado"],
    ] as const) {
      const html = await spanish(path, { status: null });
      expect(h1(html), path).toBe(heading);
      expect(titleOf(html), path).toContain(heading);
    }
  });

  it("the FAQ answers and the offline page", async () => {
    expect(pageText(await spanish("/support"))).toContain("¿Necesito una cuenta para usar el sitio?");
    expect(pageText(await spanish("/support?faq=Events%20Calendar"))).toContain("Hasta con 6 meses de antelación.");
    expect(h1(await spanish("/offline"))).toBe("Está sin conexión");
  });

  it("the static pages and the mailed links", async () => {
    for (const [path, heading] of [
      ["/benefits", "Únase a su comunidad"],
      ["/privacy", "Política de privacidad"],
      ["/terms", "Condiciones del servicio"],
    ] as const) {
      expect(h1(await spanish(path)), path).toBe(heading);
    }
    expect(h1(await spanish("/mail/renew?token=no-such-token", { status: 410 }))).toBe("Renueve su publicación");
    expect(h1(await spanish("/mail/unsubscribe?token=no-such-token", { status: 410 }))).toBe("Cancelar la suscripción");
  });
});
