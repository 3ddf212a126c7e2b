// The weekly letter's small section in /account: the choices themselves live at /account/letter.
import { Link } from "@remix-run/react";

/** `m`: the words in the reader's language (the `account` namespace). */
export function AccountLetterSection({ m }: { m: Record<"letterHeading" | "letterLead" | "chooseTopics", string> }) {
  return (
    <section aria-labelledby="letter-heading">
      <h2 id="letter-heading" className="text-lg font-semibold">
        {m.letterHeading}
      </h2>
      <p className="mt-1 text-sm opacity-80">{m.letterLead}</p>
      <Link to="/account/letter" className="mt-2 inline-block rounded border border-border px-3 py-1.5 text-sm">
        {m.chooseTopics}
      </Link>
    </section>
  );
}
