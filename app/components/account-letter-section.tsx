// The weekly letter's small section in /account: the choices themselves live at /account/letter.
import { Link } from "@remix-run/react";

export function AccountLetterSection() {
  return (
    <section aria-labelledby="letter-heading">
      <h2 id="letter-heading" className="text-lg font-semibold">
        Weekly letter
      </h2>
      <p className="mt-1 text-sm opacity-80">The week&apos;s news, events, new businesses, classifieds and jobs, once a week.</p>
      <Link to="/account/letter" className="mt-2 inline-block rounded border border-border px-3 py-1.5 text-sm">
        Choose your letter topics
      </Link>
    </section>
  );
}
