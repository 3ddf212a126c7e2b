// Pages that only answer a visitor or a member, as the server sends them: moved from the Playwright specs auth.spec.ts,
// civic.spec.ts, classifieds.spec.ts, events.spec.ts, home.spec.ts and shell-links.spec.ts on 2026-11-28 (they ran in
// both the js and no-js projects and read only the server's answer: statuses, headings, texts and links), and
// shell-links.spec.ts's "every navigation and footer link answers 200" per role on 2026-11-29.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attr, elements, folded, headings, parseHtml, textContent, type HtmlElement } from "../support/interface-text";
import { pageText, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string;
let pat: string;
let dana: string;
beforeAll(async () => {
  w = await startTestWorker();
  jamie = await sessionCookie(w, "seed-member-jamie");
  pat = await sessionCookie(w, "seed-member-pat");
  dana = await sessionCookie(w, "seed-admin");
});
afterAll(async () => {
  await w?.close();
});

async function page(path: string, { status = 200, cookie }: { status?: number; cookie?: string } = {}) {
  const res = await w.fetch(path, { cookie });
  expect(res.status, path).toBe(status);
  const html = await res.text();
  return { html, body: parseHtml(html).body, text: pageText(html) };
}

const byTestId = (root: HtmlElement, id: string) => elements(root, (el) => attr(el, "data-testid") === id);
/** The links under `root` whose text is `name` (folded), or whose aria-label is. */
const linksNamed = (root: HtmlElement, name: string) =>
  elements(root, (el) => el.tagName === "a" && (folded(textContent(el)) === name || attr(el, "aria-label") === name));
function navNamed(root: HtmlElement, label: string): HtmlElement {
  const nav = elements(root, (el) => el.tagName === "nav" && attr(el, "aria-label") === label)[0];
  if (!nav) throw new Error(`no navigation ${label}`);
  return nav;
}

describe("a member's shell and refusals (auth.spec.ts, home.spec.ts)", () => {
  it("a member: Join Us hidden, search shown, Sign Out; no Admin", async () => {
    const { html, body } = await page("/", { cookie: jamie });
    const nav = navNamed(body, "Main");
    expect(linksNamed(nav, "Join Us")).toHaveLength(0);
    expect(linksNamed(nav, "Admin")).toHaveLength(0);
    expect(elements(body, (el) => el.tagName === "button" && folded(textContent(el)) === "Sign Out").length).toBeGreaterThan(0);
    const search = elements(body, (el) => el.tagName === "search" || attr(el, "role") === "search")[0];
    if (!search) throw new Error("no search landmark");
    expect(elements(search, (el) => attr(el, "placeholder") === "Search news, businesses, events, and classifieds...")).toHaveLength(1);
    expect(html).toContain('<html lang="en"');
  });

  it("a member gets 403 on /admin and on /admin/settings", async () => {
    expect(headings((await page("/admin", { status: 403, cookie: pat })).html)).toContain("Access Denied");
    await page("/admin/settings", { status: 403, cookie: jamie });
  });

  it("a member gets the dashboard with quick actions and what is waiting on them", async () => {
    const { html, body } = await page("/", { cookie: jamie });
    expect(headings(html, 1)).toEqual(["Welcome back, Jamie!"]);
    const actions = navNamed(body, "Quick actions");
    for (const name of ["Submit Article", "Create Event", "Post an Ad", "Add Business"]) expect(linksNamed(actions, name), name).not.toHaveLength(0);
    expect(textContent(byTestId(body, "waiting")[0] ?? body)).toContain("Waiting on You");
    expect(linksNamed(body, "Create Free Account")).toHaveLength(0);
  });

  it("a checkout link without an item gets a page that says what to do (shell-links.spec.ts)", async () => {
    for (const query of ["type=classified_ad&tier=premium", "type=event_promotion"]) {
      const { html, body, text } = await page(`/checkout?${query}`, { status: 400, cookie: jamie });
      expect(headings(html)).toContain("Choose what to upgrade first");
      expect(text).toContain("Nothing has been charged.");
      // The event's page sends the member to the events to choose one.
      if (query === "type=event_promotion") expect(linksNamed(body, "Go to Events").map((a) => attr(a, "href"))).toContain("/events");
    }
  });
});

describe("a visitor's pages (civic, classifieds, events)", () => {
  it("government services list contacts emergency first with 911 at the top, each with tel: links", async () => {
    const { html, body } = await page("/emergency");
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe("Government Services");
    expect(headings(html, 1)).toEqual(["Government Services"]);
    const cards = byTestId(body, "service-contact");
    const [first] = cards;
    if (!first) throw new Error("no service contacts");
    expect(textContent(first)).toContain("Emergency Services");
    expect(linksNamed(first, "911").map((a) => attr(a, "href"))).toContain("tel:911");
    const police = cards.find((card) => textContent(card).includes("Greenwood Police Department"));
    if (!police) throw new Error("no police card");
    expect(linksNamed(police, "(317) 555-0170").map((a) => attr(a, "href"))).toContain("tel:3175550170");
    expect(linksNamed(police, "Emergency: 911")).not.toHaveLength(0);
    expect(folded(textContent(police))).toMatch(/Hours:/);
    // urgent contacts come before normal ones
    const names = cards.flatMap((card) => elements(card, (el) => el.tagName === "h2").map((h) => folded(textContent(h))));
    expect(names.indexOf("Greenwood Fire Department")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Greenwood Fire Department")).toBeLessThan(names.indexOf("Greenwood City Hall"));
    expect(names.indexOf("Johnson County Sheriff's Office")).toBeGreaterThanOrEqual(0);
    expect(names.indexOf("Johnson County Sheriff's Office")).toBeLessThan(names.indexOf("Greenwood Water & Sewer"));
  });

  it("an unknown ad is 'Classified Not Found' and an unknown event 'Event Not Found', with status 404", async () => {
    expect(headings((await page("/classifieds/999999", { status: 404 })).html)).toContain("Classified Not Found");
    const event = await page("/events/999999", { status: 404 });
    expect(headings(event.html)).toContain("Event Not Found");
    expect(event.text).toContain("The event you're looking for doesn't exist or has been removed.");
  });

  it("the classifieds pricing page compares Free and Premium", async () => {
    const { html, body, text } = await page("/classified-pricing");
    expect(text).toContain("MOST POPULAR");
    expect(text).toContain("$25 one-time payment");
    expect(headings(html)).toContain("Registration Required");
    const table = elements(body, (el) => el.tagName === "table")[0];
    expect(folded(textContent(table ?? body))).toContain("Listing duration");
    expect(table).toBeDefined();
  });

  it("visitors on /post-classified see 'Sign In Required' with a Sign In link", async () => {
    const { html, body, text } = await page("/post-classified");
    expect(headings(html)).toContain("Sign In Required");
    expect(text).toContain("You must be signed in to post a classified ad.");
    const panel = byTestId(body, "sign-in-required")[0];
    if (!panel) throw new Error("no sign-in-required panel");
    expect(linksNamed(panel, "Sign In").map((a) => attr(a, "href"))).toContain("/api/login?returnTo=/post-classified");
  });

  it("visitors who open Create Event are sent to sign in and back", async () => {
    const res = await w.fetch("/events/create");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/\/api\/login\?returnTo=%2Fevents%2Fcreate/);
  });
});

describe("the shell's links per role (shell-links.spec.ts)", () => {
  const ROLES = [
    { role: "visitor", cookie: () => undefined },
    { role: "member", cookie: () => jamie },
    { role: "admin", cookie: () => dana },
  ] as const;

  for (const { role, cookie } of ROLES) {
    it(`every navigation and footer link answers 200 for a ${role}`, async () => {
      const { body } = await page("/", { cookie: cookie() });
      const hrefs = [
        ...new Set(
          ["Main", "Quick links", "Legal and contact"]
            .flatMap((label) => elements(navNamed(body, label), (el) => el.tagName === "a"))
            .map((a) => attr(a, "href") ?? "")
            .filter((href) => href.startsWith("/")),
        ),
      ];
      // The sections that exist today are there; a section's link appears by itself the day its page lands.
      for (const always of ["/", "/news", "/events", "/directory", "/schools", "/emergency", "/support", "/privacy", "/terms"]) {
        expect(hrefs).toContain(always);
      }
      expect(hrefs.includes("/admin")).toBe(role === "admin");
      expect(hrefs.includes("/benefits")).toBe(role === "visitor");
      for (const href of hrefs) {
        const res = await w.fetch(href, { cookie: cookie() });
        expect(res.status, `${href} for a ${role}`).toBe(200);
        await res.arrayBuffer();
      }
    });
  }
});
