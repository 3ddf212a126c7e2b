// The ad's photos: a scroll-snap strip with anchor thumbnails, so browsing photos needs no JavaScript.
import { Picture } from "~/components/picture";
import type { T } from "~/lib/i18n/intl";

export function Gallery({ title, urls, t }: { title: string; urls: string[]; t: T<"classified"> }) {
  if (urls.length === 0) {
    return (
      <div className="flex h-56 items-center justify-center rounded-lg bg-secondary text-sm opacity-70">
        {t(/*i18n*/ { id: "classified.noPhotos", message: "No photos" })}
      </div>
    );
  }
  return (
    <div data-testid="gallery">
      <div className="relative flex snap-x snap-mandatory overflow-x-auto rounded-lg bg-secondary">
        {urls.map((url, i) => (
          <div key={url} id={`photo-${i + 1}`} className="w-full shrink-0 snap-center">
            <Picture
              src={url}
              alt={t(/*i18n*/ { id: "classified.photoOf", message: "{title}, photo {n} of {total}" }, { title, n: i + 1, total: urls.length })}
              size="full"
              width={800}
              height={320}
              lazy={i > 0}
              className="h-80 w-full object-contain"
            />
          </div>
        ))}
      </div>
      {urls.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-2" aria-label={t(/*i18n*/ { id: "classified.photos", message: "Photos" })}>
          {urls.map((url, i) => (
            <li key={url}>
              <a href={`#photo-${i + 1}`} className="block rounded border border-border focus:outline focus:outline-2">
                <Picture
                  src={url}
                  alt={t(/*i18n*/ { id: "classified.showPhoto", message: "Show photo {n}" }, { n: i + 1 })}
                  width={64}
                  height={64}
                  sizes="64px"
                  className="h-16 w-16 rounded object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
