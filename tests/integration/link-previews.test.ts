// Link previews (issue 41 §8): every shareable page carries the Open Graph tags Facebook, X, WhatsApp and iMessage read
// (og:type, og:title, og:description, og:url, og:image with its size and alt text, and a large summary card), and its
// og:image is a picture they show: a PNG or JPEG (not an SVG) that the site serves as one, 1200×630 for our art.
// The static files come from public/ as wrangler.toml's [assets] serves them, so `npm run build` must have run.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { BASE, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
beforeAll(async () => {
  w = await startTestWorker({ assets: true });
});
afterAll(async () => {
  await w?.close();
});

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** Every <meta property|name=… content=…> of a page's head, by property or name (a repeated one is kept as a list). */
function metaTags(html: string) {
  const head = html.split("</head>")[0] ?? "";
  const tags = new Map<string, string[]>();
  for (const [tag] of head.matchAll(/<meta\b[^>]*>/g)) {
    const key = /\b(?:property|name)="([^"]+)"/.exec(tag)?.[1];
    const content = /\bcontent="([^"]*)"/.exec(tag)?.[1];
    if (key && content !== undefined) tags.set(key, [...(tags.get(key) ?? []), decode(content)]);
  }
  return tags;
}

/** The first link on a list page to one of its items. */
async function firstItem(list: string, pattern: RegExp) {
  const html = await (await w.fetch(list)).text();
  const path = pattern.exec(html)?.[0];
  expect(path, `an item linked from ${list}`).toBeTruthy();
  return path as string;
}

/** A PNG's size from its IHDR chunk, or a JPEG's from its first start-of-frame marker. */
function pictureSize(bytes: Uint8Array): { width: number; height: number } | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (bytes.length > 24 && view.getUint32(0) === 0x89504e47 && view.getUint32(12) === 0x49484452) {
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    for (let i = 2, n = 0; i + 9 < bytes.length && n < 1_000; n++) {
      const marker = bytes[i + 1] ?? 0;
      if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
        return { height: view.getUint16(i + 5), width: view.getUint16(i + 7) };
      }
      i += 2 + view.getUint16(i + 2);
    }
  }
  return null;
}

type Case = { page: string; path: () => Promise<string>; type: "website" | "article" };
const CASES: Case[] = [
  { page: "the home page", path: async () => "/", type: "website" },
  { page: "an event", path: () => firstItem("/events", /\/events\/\d+(?=")/), type: "website" },
  { page: "a business", path: () => firstItem("/directory", /\/businesses\/\d+(?=")/), type: "website" },
  { page: "a classified ad", path: () => firstItem("/classifieds", /\/classifieds\/\d+(?=")/), type: "website" },
  { page: "a job", path: () => firstItem("/jobs", /\/jobs\/(?!post\b)[A-Za-z0-9_-]+(?=")/), type: "website" },
  { page: "a news article", path: () => firstItem("/news", /\/news\/\d+(?=")/), type: "article" },
];

describe("link previews", () => {
  for (const c of CASES) {
    it(`${c.page} carries every Open Graph tag and a large card, with a PNG or JPEG picture the site serves at 1200×630`, async () => {
      const path = await c.path();
      const res = await w.fetch(path);
      expect(res.status, path).toBe(200);
      const html = await res.text();
      const tags = metaTags(html);
      const one = (key: string) => {
        expect(tags.get(key), `${path}: ${key}`).toHaveLength(1);
        return tags.get(key)?.[0] ?? "";
      };
      expect(one("og:type")).toBe(c.type);
      expect(one("og:title").trim(), `${path}: og:title`).not.toBe("");
      expect(one("og:description").trim(), `${path}: og:description`).not.toBe("");
      expect(one("og:description").length).toBeLessThanOrEqual(200);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(one("og:url")).toBe(decode(canonical ?? ""));
      expect(one("og:url")).toBe(`${BASE}${path}`);
      expect(one("og:site_name").trim()).not.toBe("");
      expect(one("og:image:alt").trim(), `${path}: og:image:alt`).not.toBe("");
      expect(one("twitter:card")).toBe("summary_large_image");

      const image = one("og:image");
      expect(image.startsWith(`${BASE}/`), `${path}: og:image ${image} on this site`).toBe(true);
      const imagePath = image.slice(BASE.length);
      expect(imagePath, `${path}: og:image`).toMatch(/\.(png|jpe?g)$|^\/media\//);
      const picture = await w.fetch(imagePath);
      expect(picture.status, imagePath).toBe(200);
      expect(picture.headers.get("Content-Type"), imagePath).toMatch(/^image\/(png|jpeg)\b/);
      const size = pictureSize(new Uint8Array(await picture.arrayBuffer()));
      expect(size, imagePath).toEqual({ width: 1200, height: 630 });
      expect(one("og:image:width")).toBe("1200");
      expect(one("og:image:height")).toBe("630");
    });
  }

  it("names an item's own title in its preview, and a news article's its headline", async () => {
    const path = await firstItem("/news", /\/news\/\d+(?=")/);
    const html = await (await w.fetch(path)).text();
    const title = decode(/<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1] ?? "");
    expect(title).not.toBe("");
    expect(metaTags(html).get("og:title")).toEqual([title]);
  });
});
