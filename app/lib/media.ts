// Pure helpers for picture URLs: our uploads live at /media/<id> (full size) and /media/<id>/card (card size);
// the id carries the full size in pixels ("<hex>-1600x1067"), so a page can give <img> its width, height and
// srcset without a database lookup.

export const CARD_WIDTH = 640;
export const FULL_WIDTH = 1600;

const ID = /^[0-9a-f]{32}-(\d{1,5})x(\d{1,5})$/;

export const isUploadId = (id: string) => ID.test(id);
export const mediaUrl = (id: string) => `/media/${id}`;

/** The upload id of one of our /media URLs, or null for any other URL. */
export function uploadIdFrom(url: string | null | undefined): string | null {
  const id = /^\/media\/([^/?#]+)$/.exec(url ?? "")?.[1];
  return id !== undefined && ID.test(id) ? id : null;
}

/** The card-size height of a picture of this full size (the card is CARD_WIDTH wide unless smaller). */
const scaled = (width: number, height: number, toWidth: number) =>
  width <= toWidth ? { width, height } : { width: toWidth, height: Math.max(1, Math.round((height * toWidth) / width)) };

export type PictureSources = { src: string; width?: number; height?: number; srcSet?: string };

/**
 * What an <img> needs for a stored picture URL: for our uploads the card or full URL, its pixel size and a srcset
 * (card + full); for sample pictures and imported URLs, just the URL.
 */
export function pictureSources(url: string, size: "card" | "full"): PictureSources {
  const upload = ID.exec(uploadIdFrom(url) ?? "");
  if (!upload) return { src: url };
  const [, w, h] = upload;
  const full = { width: Number(w), height: Number(h) };
  const card = scaled(full.width, full.height, CARD_WIDTH);
  const chosen = size === "card" ? card : full;
  return {
    src: size === "card" ? `${url}/card` : url,
    ...chosen,
    srcSet: full.width > card.width ? `${url}/card ${card.width}w, ${url} ${full.width}w` : undefined,
  };
}

/** The size an upload's full version will have: the original, scaled down to FULL_WIDTH when sizes are made. */
export const fullSize = (width: number, height: number, hasSizes: boolean) => (hasSizes ? scaled(width, height, FULL_WIDTH) : { width, height });

/** Places (New) photo resource names look like "places/<placeId>/photos/<photoId>". */
const PLACES_PHOTO = /^places\/([A-Za-z0-9_-]{1,300})\/photos\/([A-Za-z0-9_-]{1,1000})$/;

/** Our own URL for a Places photo (the worker fetches it with the key kept on the server), or null. */
export function placesPhotoUrl(name: string): string | null {
  const m = PLACES_PHOTO.exec(name);
  return m ? `/media/places/${m[1]}/${m[2]}` : null;
}

export const placesPhotoName = (placeId: string, photoId: string) => {
  const name = `places/${placeId}/photos/${photoId}`;
  return PLACES_PHOTO.test(name) ? name : null;
};

export const MAX_PLACES_PHOTOS = 5;
