// Uploads with JavaScript off (plain multipart form posts), served back from /media, refused files, the owner's
// logo on the card and detail page, and orphans removed by housekeeping.
import { and, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses, events, newsArticles, uploads, type Business } from "../../db/schema";
import { first } from "../support/must";
import { hugePng, logoPng, oversized, photoJpeg, renamedText } from "../support/pictures";
import { pageText as text, postMultipart, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string;
let pat: string;
let shop: Business;

beforeAll(async () => {
  w = await startTestWorker();
  jamie = await sessionCookie(w, "seed-member-jamie");
  pat = await sessionCookie(w, "seed-member-pat");
  shop = first(
    await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.ownerId, "seed-member-jamie"), eq(businesses.claimStatus, "approved")))
      .limit(1),
  );
}, 120_000);
afterAll(async () => {
  await w?.close();
});

/** The edit form as a browser without JavaScript sends it: every field, plus the chosen files. */
function editForm(b: Business, files: Record<string, File[]> = {}, extra: Record<string, string> = {}) {
  const form = new FormData();
  const fields: Record<string, string> = {
    description: b.description ?? "",
    phone: b.phone ?? "",
    email: b.email ?? "",
    // The form needs a full URL (some seeded listings store a bare domain).
    website: b.website ? (b.website.startsWith("http") ? b.website : `https://${b.website}`) : "",
    address: b.address ?? "",
    logoUrl: b.logoUrl ?? "",
    services: (b.services ?? []).join(", "),
    ...extra,
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [name, list] of Object.entries(files)) for (const f of list) form.append(name, f);
  if (!files.logo) form.append("logo", new File([], "", { type: "application/octet-stream" }));
  return form;
}

const postEdit = (cookie: string, form: FormData) => postMultipart(w, `/businesses/${shop.id}/edit`, cookie, form);
const current = async () => (await w.db.select().from(businesses).where(eq(businesses.id, shop.id)))[0]!;

describe("uploading pictures without JavaScript", () => {
  it("takes a real PNG logo from the owner; it is served back and shows on the card and the detail page", async () => {
    const res = await postEdit(jamie, editForm(shop, { logo: [logoPng()] }));
    expect(res.status).toBe(302);
    const after = await current();
    expect(after.logoUrl).toMatch(/^\/media\/[0-9a-f]{32}-300x300$/);
    expect(after.description?.replace(/\r\n/g, "\n")).toBe(shop.description);

    const [row] = await w.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, after.logoUrl!.slice(7)));
    expect(row).toMatchObject({
      contentType: "image/png",
      width: 300,
      height: 300,
      kind: "business-logo",
      itemId: shop.id,
      ownerId: "seed-member-jamie",
      alt: `${shop.name} logo`,
    });
    expect(row!.attachedAt).not.toBeNull();

    const media = await w.fetch(after.logoUrl!);
    expect(media.status).toBe(200);
    expect(media.headers.get("Content-Type")).toBe("image/webp");
    expect(media.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    const etag = media.headers.get("ETag");
    expect(etag).toMatch(/^"[^"]+"$/);
    const body = new Uint8Array(await media.arrayBuffer());
    expect(new TextDecoder().decode(body.subarray(8, 12))).toBe("WEBP");
    const again = await w.fetch(after.logoUrl!, { headers: { "If-None-Match": etag! } });
    expect(again.status).toBe(304);
    const original = await (await (await w.r2()).get(`uploads/${row!.id}/original`))!.arrayBuffer();
    expect(new Uint8Array(original).subarray(1, 4)).toEqual(new TextEncoder().encode("PNG"));

    const card = await w.fetch(`${after.logoUrl}/card`);
    expect(card.status).toBe(200);
    expect(card.headers.get("Content-Type")).toBe("image/webp");

    const directory = await (await w.fetch(`/directory?q=${encodeURIComponent(shop.name)}`)).text();
    expect(directory).toContain(`src="${after.logoUrl}/card"`);
    expect(directory).toContain(`alt="${shop.name.replace(/&/g, "&amp;").replace(/'/g, "&#x27;")} logo"`);
    const detail = await (await w.fetch(`/businesses/${shop.id}`)).text();
    expect(detail).toMatch(new RegExp(`<img[^>]+src="${after.logoUrl}/card"[^>]+alt="[^"]+ logo"[^>]+width="300" height="300"`));
  });

  it("takes a real JPEG into the gallery, in card and full sizes with a srcset and the alt text given", async () => {
    const res = await postEdit(jamie, editForm(await current(), { photos: [photoJpeg()] }, { photoAlt: "The front counter at opening time" }));
    expect(res.status).toBe(302);
    const after = await current();
    const url = after.imageUrls!.at(-1)!;
    expect(url).toMatch(/^\/media\/[0-9a-f]{32}-1200x800$/);
    const full = await w.fetch(url);
    expect(full.headers.get("Content-Type")).toBe("image/webp");
    expect(full.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(full.headers.get("ETag")).toBeTruthy();
    const card = await w.fetch(`${url}/card`);
    const cardBytes = (await card.arrayBuffer()).byteLength;
    expect(cardBytes).toBeLessThan((await full.arrayBuffer()).byteLength);
    const html = await (await w.fetch(`/businesses/${shop.id}`)).text();
    expect(html).toMatch(
      new RegExp(
        `<img src="${url}/card" srcSet="${url}/card 640w, ${url} 1200w" sizes="[^"]+" alt="The front counter at opening time" width="640" height="427" loading="lazy"`,
      ),
    );
  });

  it("refuses a renamed text file, an oversized file and a 30000×30000 PNG with clear messages, changing nothing", async () => {
    const before = await current();
    const countBefore = (await w.db.select().from(uploads)).length;
    const cases: [File, RegExp][] = [
      [renamedText(), /holiday\.jpg is not a JPG, PNG, GIF or WebP image/],
      [oversized(), /huge-photo\.png is too large\. Images must be under 10MB\./],
      [hugePng(), /bomb\.png is 30000×30000 pixels, too large to show\. Pictures may have at most 40 megapixels\./],
    ];
    for (const [file, message] of cases) {
      const res = await postEdit(jamie, editForm(before, { logo: [file] }, { description: "Changed text that must not be saved" }));
      expect(res.status).toBe(400);
      const page = text(await res.text());
      expect(page).toMatch(message);
      // typed input is kept on the error
      expect(page).toContain("Changed text that must not be saved");
    }
    expect(await current()).toEqual(before);
    expect((await w.db.select().from(uploads)).length).toBe(countBefore);
  }, 60_000);

  it("does not let another member change the logo", async () => {
    const before = await current();
    const res = await postEdit(pat, editForm(before, { logo: [logoPng()] }));
    expect(res.status).toBe(404);
    expect((await current()).logoUrl).toBe(before.logoUrl);
    const page = await w.fetch(`/businesses/${shop.id}/edit`, { cookie: pat });
    expect(page.status).toBe(404);
  });

  it("answers 404 for unknown or malformed media keys", async () => {
    expect((await w.fetch(`/media/${"0".repeat(32)}-10x10`)).status).toBe(404);
    expect((await w.fetch("/media/..%2F..%2Fetc")).status).toBe(404);
    expect((await w.fetch("/media/uploads")).status).toBe(404);
  });

  it("removes uploads never attached (and their files) in the housekeeping cron", async () => {
    // A logo that passed its checks in a submission refused afterwards (too many gallery photos) stays unattached.
    const before = await current();
    const many = Array.from({ length: 9 }, () => photoJpeg());
    const res = await postEdit(jamie, editForm(before, { logo: [logoPng()], photos: many }));
    expect(res.status).toBe(400);
    expect(text(await res.text())).toMatch(/Please choose at most \d+ pictures\./);
    const [orphan] = (await w.db.select().from(uploads)).filter((u) => u.attachedAt === null);
    expect(orphan).toBeTruthy();
    // Younger than a day: kept.
    await w.scheduled("15 * * * *");
    expect((await w.db.select().from(uploads).where(eq(uploads.id, orphan!.id))).length).toBe(1);
    await w.db
      .update(uploads)
      .set({ createdAt: new Date(Date.now() - 2 * 86_400_000) })
      .where(eq(uploads.id, orphan!.id));
    await w.scheduled("15 * * * *");
    expect((await w.db.select().from(uploads).where(eq(uploads.id, orphan!.id))).length).toBe(0);
    expect(await (await w.r2()).head(`uploads/${orphan!.id}/original`)).toBeNull();
    expect((await w.fetch(`/media/${orphan!.id}`)).status).toBe(404);
    // Attached pictures stay.
    const attached = await w.db.select().from(uploads).where(isNotNull(uploads.attachedAt));
    expect(attached.length).toBeGreaterThan(0);
    expect((await w.fetch(`/media/${attached[0]!.id}`)).status).toBe(200);
  });
});

describe("pictures on the event and article forms", () => {
  it("takes an event image with its alt text on the create form", async () => {
    const start = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10) + "T18:00";
    const form = new FormData();
    for (const [k, v] of Object.entries({
      tier: "standard",
      title: "Picture test picnic",
      startDate: start,
      location: "Craig Park",
      imageAlt: "Blankets on the lawn",
    }))
      form.append(k, v);
    form.append("image", photoJpeg());
    const res = await postMultipart(w, "/events/create", jamie, form);
    expect(res.status).toBe(302);
    const [event] = await w.db.select().from(events).where(eq(events.title, "Picture test picnic"));
    expect(event!.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}-1200x800$/);
    expect(event!.imageAlt).toBe("Blankets on the lawn");
    const [row] = await w.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, event!.imageUrl!.slice(7)));
    expect(row).toMatchObject({ kind: "event", itemId: event!.id, alt: "Blankets on the lawn" });
    const page = await (await w.fetch(`/events/${event!.id}`)).text();
    expect(page).toContain(`src="${event!.imageUrl}"`);
    expect(page).toContain('alt="Blankets on the lawn"');
  });

  it("takes an article image next to the URL field on the submission form, refusing a renamed text file", async () => {
    const fields = {
      title: "Neighbours plant forty trees",
      excerpt: "Volunteers planted forty trees along the Polk Street trail on Saturday.",
      content: "<p>" + "Volunteers from three neighbourhoods planted forty trees along the trail. ".repeat(3) + "</p>",
      category: "Community",
      imageUrl: "",
      imageCaption: "Volunteers with shovels",
    };
    const bad = new FormData();
    for (const [k, v] of Object.entries(fields)) bad.append(k, v);
    bad.append("image", renamedText());
    const refused = await postMultipart(w, "/submit-article", pat, bad);
    expect(refused.status).toBe(400);
    expect(text(await refused.text())).toContain("holiday.jpg is not a JPG, PNG, GIF or WebP image.");
    expect(await w.db.select().from(newsArticles).where(eq(newsArticles.title, fields.title))).toHaveLength(0);

    const good = new FormData();
    for (const [k, v] of Object.entries(fields)) good.append(k, v);
    good.append("image", logoPng());
    expect((await postMultipart(w, "/submit-article", pat, good)).status).toBe(302);
    const [article] = await w.db.select().from(newsArticles).where(eq(newsArticles.title, fields.title));
    expect(article!.imageUrl).toMatch(/^\/media\/[0-9a-f]{32}-300x300$/);
    expect(article!.imageCaption).toBe("Volunteers with shovels");
    const [row] = await w.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, article!.imageUrl!.slice(7)));
    expect(row).toMatchObject({ kind: "news", itemId: article!.id, ownerId: "seed-member-pat" });
  });
});

describe("without the Images binding", () => {
  let plain: TestWorker;
  beforeAll(async () => {
    plain = await startTestWorker({ images: false });
  }, 120_000);
  afterAll(async () => {
    await plain?.close();
  });

  it("stores and serves the original for every size", async () => {
    const [b] = await plain.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.ownerId, "seed-member-pat"), eq(businesses.claimStatus, "approved")))
      .limit(1);
    const form = editForm(b!, { logo: [photoJpeg()] });
    const res = await postMultipart(plain, `/businesses/${b!.id}/edit`, await sessionCookie(plain, "seed-member-pat"), form);
    expect(res.status).toBe(302);
    const [after] = await plain.db.select().from(businesses).where(eq(businesses.id, b!.id));
    expect(after!.logoUrl).toMatch(/-1200x800$/);
    for (const path of [after!.logoUrl!, `${after!.logoUrl}/card`]) {
      const media = await plain.fetch(path);
      expect(media.status).toBe(200);
      expect(media.headers.get("Content-Type")).toBe("image/jpeg");
      expect(media.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    }
  });
});
