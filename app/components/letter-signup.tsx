// The weekly letter's compact sign-up box (issue 42), on home and under each news article, for readers who do not get
// it yet. A plain form POSTed to /subscribe's action (every topic, the same honeypot and double opt-in): it works
// without JavaScript, and the pages it sits on ship none.
import { Button } from "~/components/button";
import { tr } from "~/lib/i18n/descriptor";
import { LETTER_TOPICS } from "~/lib/letter";
import { HONEYPOT } from "~/lib/support";

export type LetterSignupWords = { signupTitle: string; signupLead: string; signupEmail: string; subscribe: string; leaveEmpty: string };

export function LetterSignupBox({ words, id = "letter-signup" }: { words: LetterSignupWords; id?: string }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      data-testid="letter-signup"
      className="mt-10 rounded-2xl border border-border bg-secondary px-5 py-6 text-secondary-foreground"
    >
      <h2 id={`${id}-title`} className="text-xl font-bold">
        {words.signupTitle}
      </h2>
      <p className="mt-1 text-sm opacity-90">{words.signupLead}</p>
      <form method="post" action="/subscribe" className="mt-4 flex flex-wrap items-end gap-2">
        <label htmlFor={`${id}-email`} className="sr-only">
          {words.signupEmail}
        </label>
        <input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={words.signupEmail}
          className="min-h-10 min-w-0 flex-1 basis-56 rounded border border-border bg-background px-3 py-2 text-foreground"
        />
        {LETTER_TOPICS.map((t) => (
          <input key={t} type="hidden" name="topics" value={t} />
        ))}
        <div aria-hidden="true" className="hidden">
          <label>
            {words.leaveEmpty} <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
          </label>
        </div>
        <Button className="min-h-10">{words.subscribe}</Button>
      </form>
    </section>
  );
}

/** The box's words from the `letterPages` messages (a loader sends only these). */
export function letterSignupWords(m: Readonly<Record<string, string>>): LetterSignupWords {
  return {
    signupTitle: tr(m, /*i18n*/ { id: "letterPages.signupTitle", message: "Get the weekly letter" }),
    signupLead: tr(
      m,
      /*i18n*/ {
        id: "letterPages.signupLead",
        message: "The week's top news, events, new businesses, classifieds and jobs in your inbox, once a week. Free; leave with one click.",
      },
    ),
    signupEmail: tr(m, /*i18n*/ { id: "letterPages.signupEmail", message: "Your e-mail address" }),
    subscribe: tr(m, /*i18n*/ { id: "letterPages.subscribe", message: "Subscribe" }),
    leaveEmpty: tr(m, /*i18n*/ { id: "letterPages.leaveEmpty", message: "Leave this empty" }),
  };
}
