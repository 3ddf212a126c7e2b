import { useLocation } from "@remix-run/react";
import { LANG_NAMES, LANGS, type Lang } from "~/lib/i18n/lang";

/**
 * The language switch: a plain form POST to /language (sets the cookie, returns here), so it works with JavaScript off.
 * Each language is named in itself and marked with its own `lang`.
 */
export function LanguageSwitch({ lang, label, id }: { lang: Lang; label: string; id: string }) {
  const location = useLocation();
  return (
    <form method="post" action="/language" aria-label={label} data-testid={`language-switch-${id}`} className="flex items-center gap-1 text-sm">
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      {LANGS.map((l) =>
        l === lang ? (
          <span key={l} lang={l} aria-current="true" className="whitespace-nowrap rounded px-2 py-1 font-semibold">
            {LANG_NAMES[l]}
          </span>
        ) : (
          <button key={l} type="submit" name="lang" value={l} lang={l} className="whitespace-nowrap rounded border border-border px-2 py-1 hover:bg-secondary">
            {LANG_NAMES[l]}
          </button>
        ),
      )}
    </form>
  );
}
