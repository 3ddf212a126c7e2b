// The weekly letter's small section in /account: the choices themselves live at /account/letter.
import { Link } from "~/components/site-link";
import { tr } from "~/lib/i18n/descriptor";

/** `m`: the words in the reader's language (the `account` namespace). */
export function AccountLetterSection({ m }: { m: Readonly<Record<string, string>> }) {
  return (
    <section aria-labelledby="letter-heading">
      <h2 id="letter-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "account.letterHeading", message: "Weekly letter" })}
      </h2>
      <p className="mt-1 text-sm opacity-80">
        {tr(m, /*i18n*/ { id: "account.letterLead", message: "The week's news, events, new businesses, classifieds and jobs, once a week." })}
      </p>
      <Link to="/account/letter" className="mt-2 inline-block rounded border border-border px-3 py-1.5 text-sm">
        {tr(m, /*i18n*/ { id: "account.chooseTopics", message: "Choose your letter topics" })}
      </Link>
    </section>
  );
}
