// The places import against a loopback server speaking the Places API (New) Text Search format.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { and, desc, eq, gt, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSession } from "../../app/models/session.server";
import { businesses, importRuns } from "../../db/schema";
import { pageText, startTestWorker, type TestWorker } from "../support/worker";

type Req = {
  body: {
    textQuery: string;
    pageToken?: string;
    pageSize: number;
    locationBias: { circle: { center: { latitude: number; longitude: number }; radius: number } };
  };
  key: string | undefined;
  mask: string | undefined;
};
const requests: Req[] = [];
let failNext = false;

const place = (n: number) => ({
  id: `ChIJ-test-${n}`,
  displayName: { text: `Imported Place ${n}`, languageCode: "en" },
  formattedAddress: `${100 + n} S Madison Ave, Greenwood, IN 46142, USA`,
  location: { latitude: 39.61 + n / 1000, longitude: -86.1 },
  rating: 4.2,
  userRatingCount: 10 + n,
  nationalPhoneNumber: "(317) 555-0150",
  websiteUri: `https://place${n}.example/`,
  regularOpeningHours: { weekdayDescriptions: ["Monday: 9:00\u202fAM\u2009–\u20095:00\u202fPM", "Sunday: Closed"] },
  businessStatus: "OPERATIONAL",
  types: ["restaurant", "food"],
  photos: Array.from({ length: 7 }, (_, i) => ({ name: `places/ChIJ-test-${n}/photos/p${i}` })),
});

let server: Server;
let base: string;
let w: TestWorker;
let admin: string;

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString() || "{}");
    requests.push({ body, key: req.headers["x-goog-api-key"] as string, mask: req.headers["x-goog-fieldmask"] as string });
    if (failNext) {
      res.writeHead(500, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ error: { code: 500, message: "Internal error", status: "INTERNAL" } }));
    }
    // Three pages of 20, 20 and 5 for restaurants; one place for every other query.
    const pageIndex = body.pageToken ? Number(body.pageToken.replace("page-", "")) : 0;
    if (String(body.textQuery).startsWith("beauty")) {
      // Issue 16: what Text Search really returns around a small town.
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(
        JSON.stringify({
          places: [
            { ...place(700), location: { latitude: 38.2527, longitude: -85.7585 }, formattedAddress: "1 Main St, Louisville, KY 40202, USA" },
            {
              ...place(701),
              location: { latitude: 39.62, longitude: -86.11 },
              formattedAddress: undefined,
              shortFormattedAddress: "250 Market Plaza, Greenwood",
            },
            {
              ...place(702),
              location: { latitude: 39.6, longitude: -86.12 },
              regularOpeningHours: { weekdayDescriptions: ["Monday: 11:00\u202fAM\u2009–\u20092:00\u202fPM, 5:00\u2009–\u20099:00\u202fPM"] },
            },
          ],
        }),
      );
    }
    if (String(body.textQuery).startsWith("gyms")) {
      // Issue 29: a real Places (New) answer (tests/fixtures/real/places), a café in Tokyo, nowhere near town.
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(readFileSync("tests/fixtures/real/places/places-new-ginza-cafe.json"));
    }
    if (!String(body.textQuery).startsWith("restaurants")) {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ places: [place(900 + requests.length)] }));
    }
    const sizes = [20, 20, 5];
    const start = sizes.slice(0, pageIndex).reduce((a, b) => a + b, 0);
    const places = Array.from({ length: sizes[pageIndex]! }, (_, i) => place(start + i));
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ places, ...(pageIndex < 2 ? { nextPageToken: `page-${pageIndex + 1}` } : {}) }));
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  w = await startTestWorker({ vars: { GOOGLE_PLACES_API_KEY: "test-places-key", GOOGLE_PLACES_API_BASE: base } });
  admin = `session=${(await createSession(w.db, "seed-admin", new Date())).token}`;
});
afterAll(async () => {
  await w?.close();
  await new Promise<void>((r) => server.close(() => r()));
});

const sync = (body: object) =>
  w.fetch("/api/admin/sync-google-places", {
    method: "POST",
    cookie: admin,
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
const imported = async () => w.db.select().from(businesses).where(isNotNull(businesses.googlePlaceId));
/** The places-import runs recorded after the one with id `afterId` (0: all of them). */
const runsAfter = async (afterId: number) =>
  w.db
    .select()
    .from(importRuns)
    .where(and(eq(importRuns.job, "places-import"), gt(importRuns.id, afterId)));
const lastRunId = async () => (await w.db.select({ id: importRuns.id }).from(importRuns).orderBy(desc(importRuns.id)).limit(1))[0]?.id ?? 0;

describe("Google Places import", () => {
  it("previews: totalFound across pages and the first 10", async () => {
    requests.length = 0;
    const before = await imported();
    const res = await w.fetch("/api/admin/google-places-preview?businessType=restaurants", { cookie: admin });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { totalFound: number; preview: Array<Record<string, unknown>> };
    expect(body.totalFound).toBe(45);
    expect(body.preview).toHaveLength(10);
    expect(body.preview[0]).toEqual({
      placeId: "ChIJ-test-0",
      name: "Imported Place 0",
      address: "100 S Madison Ave, Greenwood, IN 46142, USA",
      rating: 4.2,
      types: ["restaurant", "food"],
    });
    expect(requests).toHaveLength(3);
    expect(requests[0]!.key).toBe("test-places-key");
    expect(requests[0]!.mask).toContain("places.id");
    expect(requests[0]!.body.locationBias.circle).toEqual({ center: { latitude: 39.6137, longitude: -86.1067 }, radius: 6437.4 });
    expect(requests[1]!.body.pageToken).toBe("page-1");
    expect(await imported()).toEqual(before);
  });

  it("syncs at most 25, with up to 5 photos, and a re-run duplicates nothing", async () => {
    // From no imported places: what other tests synced is not this test's.
    await w.db.delete(businesses).where(isNotNull(businesses.googlePlaceId));
    const runsBefore = await lastRunId();
    const first = await sync({ businessType: "restaurants", maxResults: 25 });
    expect(first.status).toBe(200);
    expect(((await first.json()) as { message: string }).message).toBe("Found 25 places: 25 new, 0 updated, 0 skipped.");
    let rows = await imported();
    expect(rows).toHaveLength(25);
    const sample = rows.find((r) => r.googlePlaceId === "ChIJ-test-3")!;
    expect(sample.googlePhotoUrls).toHaveLength(5);
    expect(sample.hours).toEqual({ Monday: "9:00 AM - 5:00 PM", Sunday: "Closed" });
    expect(sample.name).toBe("Imported Place 3");
    expect(JSON.stringify(sample)).not.toContain("test-places-key");

    const again = await sync({ businessType: "restaurants", maxResults: 50 });
    expect(((await again.json()) as { message: string }).message).toBe("Found 45 places: 20 new, 25 updated, 0 skipped.");
    rows = await imported();
    expect(rows).toHaveLength(45);
    expect(new Set(rows.map((r) => r.googlePlaceId)).size).toBe(45);
    const runs = await runsAfter(runsBefore);
    expect(runs.filter((r) => r.ok && r.trigger === "admin")).toHaveLength(2);
  });

  it("keeps only places within the town's radius, falls back to the short address, and reads split hours (issue 16, classes 17–19)", async () => {
    const res = await sync({ businessType: "beauty", maxResults: 25 });
    expect(res.status).toBe(200);
    const rows = (await imported()).filter((r) => ["ChIJ-test-700", "ChIJ-test-701", "ChIJ-test-702"].includes(r.googlePlaceId ?? ""));
    expect(rows.map((r) => r.googlePlaceId).sort()).toEqual(["ChIJ-test-701", "ChIJ-test-702"]);
    expect(rows.find((r) => r.googlePlaceId === "ChIJ-test-701")?.address).toBe("250 Market Plaza, Greenwood");
    const split = rows.find((r) => r.googlePlaceId === "ChIJ-test-702")!;
    expect(split.hours).toEqual({ Monday: "11:00 AM - 2:00 PM, 5:00 - 9:00 PM" });
    // Monday 2026-11-23, 6 PM in Greenwood: open for dinner.
    const page = await w.fetch(`/businesses/${split.id}`, { headers: { "X-Test-Now": "2026-11-23T23:00:00.000Z" } });
    expect(await page.text()).toContain("Open now");
  });

  it("tells the admin what it skipped and why, in the answer and in the import history (issue 29, class 5)", async () => {
    const res = await sync({ businessType: "fitness", maxResults: 25 });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { message: string }).message).toBe("Found 1 place: 0 new, 0 updated, 1 skipped (1 outside the town's area).");
    expect((await imported()).some((r) => r.googlePlaceId === "ChIJs0Np9eaLGGARjnZOVkTUWZI")).toBe(false);
    const page = pageText(await (await w.fetch("/admin/businesses", { cookie: admin })).text());
    // The run's line: trigger, ok, then the importer's summary after " · " (ImportRunLine, as on the other tabs).
    expect(page).toContain("(admin) — ok · Found 1: 0 new, 0 updated, 1 skipped (1 outside the town's area)");
  });

  it("never overwrites what a verified owner has edited", async () => {
    await sync({ businessType: "restaurants", maxResults: 25 }); // imports ChIJ-test-1 if no test has yet
    const [row] = await w.db.select().from(businesses).where(eq(businesses.googlePlaceId, "ChIJ-test-1"));
    await w.db
      .update(businesses)
      .set({ name: "Owner's Own Name", phone: "3175559999", ownerEditedAt: new Date(), googleRating: 1 })
      .where(eq(businesses.id, row!.id));
    await sync({ businessType: "restaurants", maxResults: 25 });
    const [after] = await w.db.select().from(businesses).where(eq(businesses.id, row!.id));
    expect(after!.name).toBe("Owner's Own Name");
    expect(after!.phone).toBe("3175559999");
    expect(after!.googleRating).toBe(4.2);
  });

  it("a failing API is recorded and answered with the spec's message; the cron records its runs", async () => {
    await sync({ businessType: "restaurants", maxResults: 25 }); // places a failing run must leave alone
    const before = await imported();
    expect(before.length).toBeGreaterThanOrEqual(25);
    const runsBefore = await lastRunId();
    failNext = true;
    const res = await sync({ businessType: "restaurants", maxResults: 25 });
    expect(res.status).toBe(502);
    expect(await res.json()).toEqual({ message: "Failed to sync Google Places data" });
    const preview = await w.fetch("/api/admin/google-places-preview?businessType=all", { cookie: admin });
    expect(preview.status).toBe(502);
    await w.scheduled("0 6 * * *");
    failNext = false;
    const runs = await runsAfter(runsBefore);
    const failed = runs.filter((r) => r.ok === false);
    expect(failed.length).toBe(2);
    expect(failed.every((r) => r.error?.includes("HTTP 500"))).toBe(true);
    expect(failed.some((r) => r.trigger === "cron")).toBe(true);
    expect(await imported()).toEqual(before); // nothing written, changed or lost
  });

  it("refuses bad input, members, and answers 503 without an API key", async () => {
    expect((await sync({ businessType: "spaceships", maxResults: 25 })).status).toBe(400);
    expect((await sync({ businessType: "retail", maxResults: 7 })).status).toBe(400);
    const pat = `session=${(await createSession(w.db, "seed-member-pat", new Date())).token}`;
    expect((await w.fetch("/api/admin/google-places-preview", { cookie: pat })).status).toBe(403);
    const bare = await startTestWorker();
    try {
      const adminBare = `session=${(await createSession(bare.db, "seed-admin", new Date())).token}`;
      const res = await bare.fetch("/api/admin/google-places-preview?businessType=all", { cookie: adminBare });
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({ message: "GOOGLE_PLACES_API_KEY is not set" });
    } finally {
      await bare.close();
    }
  });
});
