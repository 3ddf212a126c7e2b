// A message with one value people wrote in it (an admin-made category, a business's name): the value in its own
// element marked with its language, so that a Spanish sentence does not claim an English name as its own words.
import type { ReactNode } from "react";
import { HOLE } from "~/lib/i18n/plain";

/** `message` formatted with `HOLE` (lib/i18n/format.ts) where the value goes; the value is shown there, in a span
 * marked with its language when the page is in another one. */
export function WrittenValue({ message, lang, children }: { message: string; lang: string | undefined; children: ReactNode }) {
  const at = message.indexOf(HOLE);
  if (at < 0) return <>{message}</>;
  return (
    <>
      {message.slice(0, at)}
      {lang ? <span lang={lang}>{children}</span> : children}
      {message.slice(at + HOLE.length)}
    </>
  );
}
