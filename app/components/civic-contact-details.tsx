// Pieces shared by /schools, /emergency and their admin tabs. The public pages pass their words in the reader's language
// (the `civic` namespace); the admin tabs keep the English defaults.
import { formatCardDateIn } from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { formatPhone, mapDirectionsUrl, telHref } from "~/lib/phone";

export function PhoneLink({ phone, label }: { phone: string | null; label?: string }) {
  if (!phone) return null;
  return (
    <a href={telHref(phone)} className="tap font-medium text-primary underline-offset-2 hover:underline">
      {label ? `${label}: ` : null}
      {formatPhone(phone)}
    </a>
  );
}

export function AddressWithDirections({ address, directions, lang }: { address: string | null; directions: string; lang?: "en" }) {
  if (!address) return null;
  return (
    <span>
      <span lang={lang}>{address}</span>{" "}
      <a href={mapDirectionsUrl(address)} target="_blank" rel="noopener noreferrer" className="tap whitespace-nowrap text-primary underline">
        {directions}
      </a>
    </span>
  );
}

type VerifiedLabels = { lastVerified: (date: string) => string; notVerified: string };
const ENGLISH_VERIFIED: VerifiedLabels = { lastVerified: (date) => `Last verified ${date}`, notVerified: "Not yet verified" };

export function LastVerified({ at, lang = "en", labels = ENGLISH_VERIFIED }: { at: string | Date | null; lang?: Lang; labels?: VerifiedLabels }) {
  return <p className="text-xs opacity-70">{at ? labels.lastVerified(formatCardDateIn(lang, at)) : labels.notVerified}</p>;
}
