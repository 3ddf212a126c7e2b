// The admin area's shared words (`admin` namespace) and the reader's language, as the /admin layout's loader (or
// /news/review's) sent them: the tabs and the shared row controls read them here, in both JavaScript modes.
import { useMatches } from "@remix-run/react";
import { formatInTown, type TownStyle } from "~/lib/dates";
import type { Messages } from "~/lib/i18n/en";
import type { Lang } from "~/lib/i18n/lang";
import { plain, type T } from "~/lib/i18n/plain";

export type AdminWords = { lang: Lang; adminWords: Messages<"admin"> };

/** `{ lang, t }` for the `admin` namespace, from the nearest route that sent `adminWords`. */
export function useAdminText(): { lang: Lang; t: T<"admin"> } {
  const found = useMatches().findLast((m) => (m.data as Partial<AdminWords> | null)?.adminWords);
  const data = found?.data as AdminWords | undefined;
  if (!data) throw new Error("useAdminText: no route sent adminWords");
  return { lang: data.lang, t: plain(data.adminWords) };
}

/**
 * A date and time in Spanish that the server and the browser write alike: the medium date and a 24-hour time
 * (workerd's and Chromium's ICU differ on the "p. m." spacing, which broke hydration). English keeps the style it is given.
 */
export function dateTimeIn(lang: Lang, at: string | Date, english: TownStyle): string {
  return formatInTown(lang, at, lang === "en" ? english : "dateClock");
}
