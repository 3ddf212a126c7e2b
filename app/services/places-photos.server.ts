// GET /media/places/<placeId>/<photoId>: a Places (New) photo of an imported business, fetched from the Photos API
// with the key kept on the server (X-Goog-Api-Key header), checked to be a picture, and cached in R2 for a week.
// Only photos a listing shows are served, so the route cannot be used to spend our quota on other places.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { readImageHeader } from "~/lib/image-header";
import { MAX_PLACES_PHOTOS, placesPhotoName } from "~/lib/media";
import { showsPlacesPhoto } from "~/models/businesses.server";
import { MAX_UPLOAD_BYTES } from "./uploads.server";

export const PLACES_PHOTO_WIDTH = 1200;
const CACHE_MS = 7 * 24 * 60 * 60 * 1000;
const CACHE_CONTROL = "public, max-age=86400";

const notFound = () => new Response("Not Found", { status: 404 });

function photoResponse(request: Request, body: ReadableStream | ArrayBuffer, contentType: string, etag: string) {
  const headers = new Headers({ "Content-Type": contentType, "Cache-Control": CACHE_CONTROL, ETag: etag });
  if (request.headers.get("If-None-Match") === etag) return new Response(null, { status: 304, headers });
  return new Response(body, { headers });
}

export async function servePlacesPhoto(
  context: Pick<AppLoadContext, "db" | "env" | "uploads" | "now">,
  request: Request,
  placeId: string,
  photoId: string,
): Promise<Response> {
  const name = placesPhotoName(placeId, photoId);
  if (!name || !(await showsPlacesPhoto(context.db, placeId, name, MAX_PLACES_PHOTOS))) return notFound();
  const key = `places-photos/${placeId}/${photoId}`;
  const cached = await context.uploads?.get(key);
  const fetchedAt = Number(cached?.customMetadata?.fetchedAt ?? 0);
  if (cached && context.now().getTime() - fetchedAt < CACHE_MS) {
    return photoResponse(request, cached.body, cached.httpMetadata?.contentType ?? "image/jpeg", cached.httpEtag);
  }
  await cached?.body.cancel();
  const apiKey = context.env.GOOGLE_PLACES_API_KEY;
  if (!apiKey) return notFound();
  const base = (context.env.GOOGLE_PLACES_API_BASE ?? "https://places.googleapis.com").replace(/\/$/, "");
  let upstream: Response;
  try {
    // Without skipHttpRedirect the API answers 302 to the picture itself; fetch follows it.
    upstream = await fetch(`${base}/v1/${name}/media?maxWidthPx=${PLACES_PHOTO_WIDTH}`, { headers: { "X-Goog-Api-Key": apiKey } });
  } catch (error) {
    console.error("places photo fetch failed", error);
    return new Response("Photo unavailable", { status: 502 });
  }
  if (!upstream.ok) {
    await upstream.body?.cancel();
    return new Response("Photo unavailable", { status: upstream.status === 404 ? 404 : 502 });
  }
  const declared = Number(upstream.headers.get("Content-Length") ?? 0);
  if (declared > MAX_UPLOAD_BYTES) {
    await upstream.body?.cancel();
    return new Response("Photo unavailable", { status: 502 });
  }
  const bytes = await upstream.arrayBuffer();
  const header = bytes.byteLength <= MAX_UPLOAD_BYTES ? readImageHeader(new Uint8Array(bytes)) : null;
  if (!header) return new Response("Photo unavailable", { status: 502 });
  if (!context.uploads) return photoResponse(request, bytes, header.type, `"${bytes.byteLength}"`);
  const stored = await context.uploads.put(key, bytes, {
    httpMetadata: { contentType: header.type },
    customMetadata: { fetchedAt: String(context.now().getTime()) },
  });
  return photoResponse(request, bytes, header.type, stored?.httpEtag ?? `"${bytes.byteLength}"`);
}
