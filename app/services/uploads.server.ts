// Uploaded pictures: the one module every form that takes a picture uses.
//
//   In the route (a plain <Form method="post" encType="multipart/form-data">, so it works without JavaScript):
//     const form = await request.formData();
//     const files = filesFrom(form, "logo");                       // the chosen files (empty inputs dropped)
//     const saved = await saveUploads(context, files, { ownerId: user.id, alt, max: 1 });
//     if (!saved.ok) return json(submission.reply({ fieldErrors: { logo: [saved.message] } }), { status: 400 });
//     …create the listing with saved.uploads[0].url as its picture URL…
//     await attachUploads(context.db, saved.uploads.map((u) => u.id), { kind: "business-logo", itemId, ownerId }, now);
//
//   saveUploads(context, files, { ownerId, alt, max })
//     → { ok: true, uploads: [{ id, url, width, height }] } | { ok: false, message }
//     Checks every file before storing any: JPEG, PNG, GIF or WebP by its magic bytes (never its name), under
//     10 MB, at most 40 megapixels by the size in its header; a GIF's every frame within its screen and the pixel limit
//     and nothing after its trailer; no HTML tag anywhere in the bytes (a picture that is also a web page). Keys are chosen here. The original goes to R2
//     (binding UPLOADS); with the Images binding (IMAGES) a card-size (640 px) and a full-size (1600 px) WebP
//     are made too; without it every size is the original (docs/decisions/uploads-and-pictures.md).
//   attachUploads(db, ids, { kind, itemId, ownerId }, context.now()) marks uploads as used by a listing. An upload never
//     attached is an orphan: removeOrphanUploads (housekeeping cron) deletes it and its files after a day.
//   detachUploads(db, urls, { kinds, itemId }) lets go of pictures a listing stopped showing (they become orphans);
//     only pictures attached to that very item are let go.
//   foreignPictures(db, urls, { kinds, itemId, ownerId }) checks /media URLs typed into a form: each must be this
//     item's own picture or the member's own picture not yet used anywhere (else the form answers 400).
//   eraseUploads(context, ids) deletes pictures and their files at once (an erased account's ads).
//   serveUpload(context, request, id, size) answers /media/<id> and /media/<id>/card: the right Content-Type,
//     Cache-Control: public, max-age=31536000, immutable (the key never changes content), an ETag and 304s.
//   The URL is /media/<id>; app/lib/media.ts turns it into src, width, height and srcset for <img>.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { rule } from "~/lib/i18n/rule";
import { containsMarkup, gifProblem, readImageHeader, type ImageType } from "~/lib/image-header";
import { CARD_WIDTH, FULL_WIDTH, fullSize, isUploadId, mediaUrl, uploadIdFrom } from "~/lib/media";
import type { Db } from "~/models/db.server";
import {
  attachUploadRows,
  deleteUploadRows,
  detachUploadRows,
  getUploadRows,
  insertUploads,
  takeOrphanUploads,
  type NewUpload,
} from "~/models/uploads.server";
import type { UploadKind } from "../../db/schema";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_UPLOAD_PIXELS = 40_000_000;
export const ORPHAN_AGE_MS = 24 * 60 * 60 * 1000;
export const IMMUTABLE = "public, max-age=31536000, immutable";

export const UPLOAD_MESSAGES = {
  notImage: (name: string) =>
    rule(
      /*i18n*/ {
        id: "validation.{name} is not a JPG, PNG, GIF or WebP image. Please choose a picture file.",
        message: "{name} is not a JPG, PNG, GIF or WebP image. Please choose a picture file.",
      },
      { name },
    ),
  tooBig: (name: string) =>
    rule(
      /*i18n*/ { id: "validation.{name} is too large. Images must be under 10MB.", message: "{name} is too large. Images must be under 10MB." },
      { name },
    ),
  tooManyPixels: (name: string, w: number, h: number) =>
    rule(
      /*i18n*/ {
        id: "validation.{name} is {width}×{height} pixels, too large to show. Pictures may have at most 40 megapixels.",
        message: "{name} is {width}×{height} pixels, too large to show. Pictures may have at most 40 megapixels.",
      },
      { name, width: `${w}`, height: `${h}` },
    ),
  tooMany: (max: number) =>
    max === 1
      ? rule(/*i18n*/ { id: "validation.Please choose one picture.", message: "Please choose one picture." })
      : rule(/*i18n*/ { id: "validation.Please choose at most {max} pictures.", message: "Please choose at most {max} pictures." }, { max }),
  frameTooLarge: (name: string) =>
    rule(
      /*i18n*/ {
        id: "validation.{name} has a frame too large to show. Pictures may have at most 40 megapixels.",
        message: "{name} has a frame too large to show. Pictures may have at most 40 megapixels.",
      },
      { name },
    ),
  markup: (name: string) =>
    rule(
      /*i18n*/ {
        id: "validation.{name} contains web page code, so it cannot be used as a picture. Please choose another file.",
        message: "{name} contains web page code, so it cannot be used as a picture. Please choose another file.",
      },
      { name },
    ),
  unreadable: (name: string) =>
    rule(
      /*i18n*/ {
        id: "validation.{name} could not be read as a picture. Please try another file.",
        message: "{name} could not be read as a picture. Please try another file.",
      },
      { name },
    ),
  unavailable: rule(
    /*i18n*/ {
      id: "validation.Picture uploads are not available right now. Please try again later.",
      message: "Picture uploads are not available right now. Please try again later.",
    },
  ),
} as const;

export type SavedUpload = { id: string; url: string; width: number; height: number };
export type SaveResult = { ok: true; uploads: SavedUpload[] } | { ok: false; message: string };

/** The files chosen in a multipart form's file input(s) of this name; an empty input sends an empty file. */
export function filesFrom(form: FormData, name: string): File[] {
  return form.getAll(name).filter((v): v is File => typeof v !== "string" && v.size > 0);
}

const key = (id: string, version: "original" | "card" | "full") => `uploads/${id}/${version}`;
const displayName = (file: File) => (file.name || "The file").slice(0, 80);

function randomHex() {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

type Checked = { file: File; bytes: Uint8Array<ArrayBuffer>; type: ImageType; width: number; height: number };

async function check(file: File): Promise<Checked | string> {
  if (file.size >= MAX_UPLOAD_BYTES) return UPLOAD_MESSAGES.tooBig(displayName(file));
  const bytes = new Uint8Array(await file.arrayBuffer());
  const header = readImageHeader(bytes);
  if (!header) return UPLOAD_MESSAGES.notImage(displayName(file));
  if (header.width * header.height > MAX_UPLOAD_PIXELS) {
    return UPLOAD_MESSAGES.tooManyPixels(displayName(file), header.width, header.height);
  }
  // GIFs are stored and served as sent (animation), so every frame and block is checked, not just the header.
  if (header.type === "image/gif") {
    const problem = gifProblem(bytes, MAX_UPLOAD_PIXELS);
    if (problem === "frameTooLarge") return UPLOAD_MESSAGES.frameTooLarge(displayName(file));
    if (problem) return UPLOAD_MESSAGES.unreadable(displayName(file));
  }
  if (containsMarkup(bytes)) return UPLOAD_MESSAGES.markup(displayName(file));
  return { file, bytes, ...header };
}

function streamOf(bytes: Uint8Array<ArrayBuffer>) {
  return new Blob([bytes]).stream() as ReadableStream<Uint8Array>;
}

/** Card and full WebP versions through the Images binding; null where it is absent or for GIFs (animation). */
async function makeSizes(images: ImagesBinding | undefined, c: Checked) {
  if (!images || c.type === "image/gif") return null;
  const version = async (width: number) => {
    const result = await images
      .input(streamOf(c.bytes))
      .transform({ width: Math.min(width, c.width), fit: "scale-down" })
      .output({ format: "image/webp", quality: 82 });
    return new Uint8Array(await result.response().arrayBuffer());
  };
  return { card: await version(CARD_WIDTH), full: await version(FULL_WIDTH) };
}

export async function saveUploads(
  context: Pick<AppLoadContext, "db" | "uploads" | "images" | "now">,
  files: File[],
  options: { ownerId: string | null; alt?: string | null; max: number },
): Promise<SaveResult> {
  if (!files.length) return { ok: true, uploads: [] };
  if (files.length > options.max) return { ok: false, message: UPLOAD_MESSAGES.tooMany(options.max) };
  const bucket = context.uploads;
  if (!bucket) return { ok: false, message: UPLOAD_MESSAGES.unavailable };
  const checked: Checked[] = [];
  for (const file of files) {
    const result = await check(file);
    if (typeof result === "string") return { ok: false, message: result };
    checked.push(result);
  }
  const now = context.now();
  const rows: NewUpload[] = [];
  const saved: SavedUpload[] = [];
  for (const c of checked) {
    let sizes: Awaited<ReturnType<typeof makeSizes>>;
    try {
      sizes = await makeSizes(context.images, c);
    } catch (error) {
      console.error("image sizes failed", error);
      return { ok: false, message: UPLOAD_MESSAGES.unreadable(displayName(c.file)) };
    }
    const full = fullSize(c.width, c.height, Boolean(sizes));
    const id = `${randomHex()}-${full.width}x${full.height}`;
    await bucket.put(key(id, "original"), c.bytes, { httpMetadata: { contentType: c.type } });
    if (sizes) {
      await bucket.put(key(id, "card"), sizes.card, { httpMetadata: { contentType: "image/webp" } });
      await bucket.put(key(id, "full"), sizes.full, { httpMetadata: { contentType: "image/webp" } });
    }
    rows.push({
      id,
      ownerId: options.ownerId,
      contentType: c.type,
      byteSize: c.bytes.byteLength,
      width: c.width,
      height: c.height,
      hasSizes: Boolean(sizes),
      alt: (options.alt ?? "").trim().slice(0, 300),
      createdAt: now,
    });
    saved.push({ id, url: mediaUrl(id), ...full });
  }
  await insertUploads(context.db, rows);
  return { ok: true, uploads: saved };
}

export function attachUploads(db: Db, ids: string[], target: { kind: UploadKind; itemId: number; ownerId: string }, now: Date) {
  return attachUploadRows(db, ids, target, now);
}

/** Lets go of pictures (by their /media URLs) that this item no longer shows; other URLs are ignored. */
export function detachUploads(db: Db, urls: (string | null | undefined)[], item: { kinds: readonly UploadKind[]; itemId: number }) {
  return detachUploadRows(
    db,
    urls.map(uploadIdFrom).filter((id): id is string => Boolean(id)),
    item,
  );
}

export const FOREIGN_PICTURE_MESSAGE = rule(
  /*i18n*/ {
    id: "validation.That picture belongs to someone else. Please upload your own picture.",
    message: "That picture belongs to someone else. Please upload your own picture.",
  },
);

/**
 * Which of these /media URLs (typed into a form, or carried by its hidden fields) this member may not use on this
 * item: an upload is usable when it is already this item's, or when it is the member's own and not yet attached to
 * anything. Other URLs (http(s), sample pictures) are not uploads and pass.
 */
export async function foreignPictures(
  db: Db,
  urls: (string | null | undefined)[],
  target: { kinds: readonly UploadKind[]; itemId: number | null; ownerId: string },
): Promise<string[]> {
  const ids = urls.map(uploadIdFrom).filter((id): id is string => Boolean(id));
  if (!ids.length) return [];
  const rows = new Map((await getUploadRows(db, ids)).map((r) => [r.id, r]));
  return ids
    .filter((id) => {
      const row = rows.get(id);
      if (!row) return true;
      const ofThisItem = target.itemId !== null && row.itemId === target.itemId && row.kind !== null && target.kinds.includes(row.kind);
      const ownFree = row.attachedAt === null && row.ownerId === target.ownerId;
      return !(ofThisItem || ownFree);
    })
    .map(mediaUrl);
}

/** Deletes these pictures and their files now (not a day later through housekeeping). */
export async function eraseUploads(context: Pick<AppLoadContext, "db" | "uploads">, ids: string[]) {
  if (!ids.length) return;
  await context.uploads?.delete(ids.flatMap((id) => [key(id, "original"), key(id, "card"), key(id, "full")]));
  await deleteUploadRows(context.db, ids);
}

/** GET /media/<id> and /media/<id>/card. */
export async function serveUpload(context: Pick<AppLoadContext, "uploads">, request: Request, id: string, size: "card" | "full"): Promise<Response> {
  const bucket = context.uploads;
  if (!bucket || !isUploadId(id)) return new Response("Not Found", { status: 404 });
  const order = size === "card" ? (["card", "full", "original"] as const) : (["full", "original"] as const);
  for (const version of order) {
    const object = await bucket.get(key(id, version));
    if (!object) continue;
    const headers = new Headers({
      "Content-Type": object.httpMetadata?.contentType ?? "application/octet-stream",
      "Cache-Control": IMMUTABLE,
      ETag: object.httpEtag,
    });
    if (request.headers.get("If-None-Match") === object.httpEtag) {
      await object.body.cancel();
      return new Response(null, { status: 304, headers });
    }
    headers.set("Content-Length", String(object.size));
    return new Response(request.method === "HEAD" ? null : object.body, { headers });
  }
  return new Response("Not Found", { status: 404 });
}

/** Housekeeping: deletes uploads never attached within a day, and their files. */
export async function removeOrphanUploads(context: Pick<AppLoadContext, "db" | "uploads" | "now">) {
  const ids = await takeOrphanUploads(context.db, new Date(context.now().getTime() - ORPHAN_AGE_MS));
  if (!ids.length || !context.uploads) return { orphanUploadsDeleted: 0 };
  await eraseUploads(context, ids);
  return { orphanUploadsDeleted: ids.length };
}

/** Deletes these pictures (by their /media URLs) and their files now: a member's account deletion. */
export async function deleteUploadsNow(context: Pick<AppLoadContext, "db" | "uploads">, urls: (string | null | undefined)[]) {
  const ids = urls.map(uploadIdFrom).filter((id): id is string => Boolean(id));
  if (!ids.length) return;
  await context.uploads?.delete(ids.flatMap((id) => [key(id, "original"), key(id, "card"), key(id, "full")]));
  await deleteUploadRows(context.db, ids);
}
