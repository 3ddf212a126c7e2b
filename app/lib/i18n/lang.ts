// Which language a request reads in: `?lang=` (what hreflang alternates point at), else the cookie the language
// switch sets, else Accept-Language, else English. Pure: the worker, loaders and tests share it.
import { safeReturnTo } from "../return-to";

/** The languages offered to residents and stored with them (users.lang, letter_subscribers.lang, …). */
export const LANGS = ["en", "es"] as const;
export type StoredLang = (typeof LANGS)[number];
/**
 * The pseudo-locale (issue 44): English accented and lengthened (lib/i18n/pseudo.ts), chosen only by `?lang=pseudo`
 * outside production, never offered or stored. Text on a page in it that is not pseudo-localised is English the
 * catalogues miss (tests/e2e/pseudo-locale.spec.ts).
 */
export const PSEUDO_LANG = "pseudo";
export type Lang = StoredLang | typeof PSEUDO_LANG;

/** The Intl locale of each language (Spanish as written in the United States). */
export const LOCALES: Record<Lang, string> = { en: "en-US", es: "es-US", pseudo: "en-US" };
export const DEFAULT_LANG: Lang = "en";
export const LANG_COOKIE = "lang";
export const LANG_PARAM = "lang";
/** The language switch's own labels, each in its own language (never translated). */
export const LANG_NAMES: Record<StoredLang, string> = { en: "English", es: "Español" };
/**
 * Languages whose header words run long (Spanish: "Clasificados", "Administración", "Cerrar sesión"): the one-row
 * desktop bar holds them from 1280 px and without the search box (the "Search" link leads to the page's box); below
 * that the menu serves, as on a phone (docs/decisions/site-shell.md).
 */
export const LONG_HEADER_WORDS: ReadonlySet<Lang> = new Set(["es", "pseudo"]);
/** A year: the choice is kept until changed. */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export const isLang = (value: unknown): value is StoredLang => typeof value === "string" && (LANGS as readonly string[]).includes(value);

/** The `lang` cookie's value, when it names a language. */
export function cookieLang(cookieHeader: string | null): StoredLang | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(";")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === LANG_COOKIE && isLang(value)) return value;
  }
  return null;
}

/** The language an Accept-Language header prefers most among ours ("es-MX;q=0.9, en;q=0.8" → es), or null. */
export function acceptedLang(header: string | null): StoredLang | null {
  if (!header) return null;
  let best: { lang: StoredLang; q: number } | null = null;
  for (const item of header.split(",").slice(0, 30)) {
    const [tag = "", ...params] = item.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0] ?? "";
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!isLang(primary) || !Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { lang: primary, q };
  }
  return best?.lang ?? null;
}

/** The request's language; `pseudo` (outside production only) lets `?lang=pseudo` choose the pseudo-locale. */
export function requestLang(request: Request, { pseudo = false, url }: { pseudo?: boolean; url?: URL } = {}): Lang {
  // The request's URL when the caller has parsed it already (the worker, once per request).
  const asked = (url ?? new URL(request.url)).searchParams.get(LANG_PARAM);
  if (isLang(asked)) return asked;
  if (pseudo && asked === PSEUDO_LANG) return PSEUDO_LANG;
  return cookieLang(request.headers.get("Cookie")) ?? acceptedLang(request.headers.get("Accept-Language")) ?? DEFAULT_LANG;
}

/** Whether every cookie the request carries is the language choice (such a visitor may share cached pages). */
export function onlyLangCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  const names = cookieHeader
    .split(";")
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => p.split("=", 1)[0]);
  return names.length > 0 && names.every((n) => n === LANG_COOKIE);
}

/** The Set-Cookie of the language switch. */
export function langCookie(lang: StoredLang, secure: boolean): string {
  return `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Where the switch returns to: a path on this site only (never another host), without a `lang` override. */
export function returnPath(value: unknown): string {
  const url = new URL(safeReturnTo(value), "https://site.invalid");
  url.searchParams.delete(LANG_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** This URL in a given language: what `hreflang` alternates point at (the plain URL is the default). */
export function urlInLang(href: string, lang: Lang | null): string {
  const url = new URL(href);
  url.searchParams.delete(LANG_PARAM);
  if (lang) url.searchParams.set(LANG_PARAM, lang);
  return url.toString();
}

/** The language kept for a reader: the pseudo-locale is never stored (its reader is kept as English). */
export const storedLang = (lang: Lang): StoredLang => (lang === PSEUDO_LANG ? "en" : lang);
