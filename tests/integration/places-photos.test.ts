// The Places photo route against a loopback server speaking the Places (New) Photos API: GET
// /v1/places/<id>/photos/<photo>/media?maxWidthPx=… with X-Goog-Api-Key, answered by a 302 to the picture.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businesses } from "../../db/schema";
import { startTestWorker, type TestWorker } from "../support/worker";

const JPEG = readFileSync(new URL("../fixtures/pictures/photo.jpg", import.meta.url));
const PLACE = "ChIJ-photo-test";
const names = Array.from({ length: 7 }, (_, i) => `places/${PLACE}/photos/ph${i}`);
const calls: { path: string; key: string | undefined }[] = [];

let server: Server;
let w: TestWorker;
let businessId: number;

beforeAll(async () => {
  server = createServer((req, res) => {
    calls.push({ path: req.url ?? "", key: req.headers["x-goog-api-key"] as string | undefined });
    const url = new URL(req.url ?? "/", "http://localhost");
    const media = /^\/v1\/(places\/[^/]+\/photos\/[^/]+)\/media$/.exec(url.pathname);
    if (media) {
      if (req.headers["x-goog-api-key"] !== "test-places-key") {
        res
          .writeHead(403, { "Content-Type": "application/json" })
          .end(JSON.stringify({ error: { code: 403, message: "API key not valid", status: "PERMISSION_DENIED" } }));
        return;
      }
      if (media[1]!.endsWith("/ph3")) {
        res.writeHead(404, { "Content-Type": "application/json" }).end(JSON.stringify({ error: { code: 404, status: "NOT_FOUND" } }));
        return;
      }
      res.writeHead(302, { Location: `/p/${encodeURIComponent(media[1]!)}.jpg?w=${url.searchParams.get("maxWidthPx")}` }).end();
      return;
    }
    if (url.pathname.startsWith("/p/")) {
      res.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": JPEG.length }).end(JPEG);
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  w = await startTestWorker({ vars: { GOOGLE_PLACES_API_KEY: "test-places-key", GOOGLE_PLACES_API_BASE: base } });
  const [b] = await w.db.select({ id: businesses.id }).from(businesses).limit(1);
  businessId = b!.id;
  await w.db.update(businesses).set({ googlePlaceId: PLACE, googlePhotoUrls: names }).where(eq(businesses.id, businessId));
}, 120_000);

afterAll(async () => {
  await w?.close();
  await new Promise((resolve) => server?.close(resolve));
});

describe("/media/places/<place>/<photo>", () => {
  it("fetches the photo with the key on the server, serves it as a JPEG and caches it in R2", async () => {
    calls.length = 0;
    const res = await w.fetch(`/media/places/${PLACE}/ph0`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toBe("image/jpeg");
    expect(res.headers.get("ETag")).toBeTruthy();
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(new Uint8Array(JPEG));
    expect(calls[0]).toEqual({ path: `/v1/places/${PLACE}/photos/ph0/media?maxWidthPx=1200`, key: "test-places-key" });
    expect(calls).toHaveLength(2); // the media call and the redirect to the picture
    expect(await (await w.r2()).head(`places-photos/${PLACE}/ph0`)).not.toBeNull();

    const again = await w.fetch(`/media/places/${PLACE}/ph0`);
    expect(again.status).toBe(200);
    expect((await again.arrayBuffer()).byteLength).toBe(JPEG.length);
    expect(calls).toHaveLength(2); // served from the cache
  });

  it("serves only the first five photos of a listing, and nothing for other places", async () => {
    calls.length = 0;
    expect((await w.fetch(`/media/places/${PLACE}/ph5`)).status).toBe(404);
    expect((await w.fetch(`/media/places/ChIJ-someone-else/ph0`)).status).toBe(404);
    expect((await w.fetch(`/media/places/${PLACE}/..%2Fsecret`)).status).toBe(404);
    expect(calls).toHaveLength(0);
  });

  it("answers 404 when the Places API has no such photo, and caches nothing", async () => {
    const res = await w.fetch(`/media/places/${PLACE}/ph3`);
    expect(res.status).toBe(404);
    expect(await (await w.r2()).head(`places-photos/${PLACE}/ph3`)).toBeNull();
  });

  it("shows up to five Places photos in the business gallery, through our route", async () => {
    const html = await (await w.fetch(`/businesses/${businessId}`)).text();
    const shown = [...html.matchAll(/src="(\/media\/places\/[^"]+)"/g)].map((m) => m[1]);
    expect(shown).toEqual(names.slice(0, 5).map((n) => `/media/places/${PLACE}/${n.split("/").at(-1)}`));
    expect(html).not.toContain("test-places-key");
    expect(html).not.toContain("googleapis");
  });
});
