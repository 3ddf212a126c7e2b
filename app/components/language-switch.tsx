import { useLocation } from "@remix-run/react";
import { LANG_NAMES, type Lang } from "~/lib/i18n/lang";

/**
 * The language switch: a plain form POST to /language (sets the cookie, returns here), so it works with JavaScript off.
 * It offers the other language, named in itself and marked with its own `lang`.
 */
export function LanguageSwitch({ lang, label, id }: { lang: Lang; label: string; id: string }) {
  const location = useLocation();
  const other: Lang = lang === "en" ? "es" : "en";
  return (
    <form method="post" action="/language" aria-label={label} data-testid={`language-switch-${id}`}>
      <input type="hidden" name="returnTo" value={location.pathname + location.search} />
      <button type="submit" name="lang" value={other} lang={other} className="whitespace-nowrap rounded border border-border px-2 py-1 text-sm hover:bg-secondary">
        {LANG_NAMES[other]}
      </button>
    </form>
  );
}
