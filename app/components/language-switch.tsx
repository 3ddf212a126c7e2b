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
      {/* In the header between 1024 and 1279 px the row of links needs the room: the switch reads "ES" there. */}
      <button
        type="submit"
        name="lang"
        value={other}
        lang={other}
        aria-label={LANG_NAMES[other]}
        className="whitespace-nowrap rounded border border-border px-2 py-1 text-sm hover:bg-secondary"
      >
        {id === "header" ? (
          <>
            <span className="xl:hidden">{other.toUpperCase()}</span>
            <span className="hidden xl:inline">{LANG_NAMES[other]}</span>
          </>
        ) : (
          LANG_NAMES[other]
        )}
      </button>
    </form>
  );
}
