// The event page's answer box ("I'm going" / "Can't go") and the organizer's list of who is going.
import { Form, useActionData, useFetcher, useNavigation } from "@remix-run/react";
import { StatusButton } from "~/components/button";
import { TextareaField } from "~/components/forms";
import type { Lang } from "~/lib/i18n/lang";
import type { T } from "~/lib/i18n/plain";
import type { eventPageAction } from "./actions.server";
import type { EventPageData } from "./types";

type MyAnswer = EventPageData["rsvp"]["myAnswer"];

function answerText(mine: MyAnswer, full: boolean, t: T<"event">) {
  if (mine === "going") return t(/*i18n*/ { id: "event.youreGoing", message: "You're going." });
  if (mine === "waitlisted")
    return t(
      /*i18n*/ { id: "event.waitlisted", message: "You're on the waitlist: the event is full. If a place opens, it goes to the first on the list." },
    );
  if (mine === "not_going") return t(/*i18n*/ { id: "event.notGoing", message: "You said you can't go." });
  return full
    ? t(/*i18n*/ { id: "event.fullAnswer", message: "The event is full: answering “I'm going” puts you on the waitlist." })
    : t(/*i18n*/ { id: "event.letKnow", message: "Let the organizer know. Answering is free." });
}

/** The answer box: "I'm going" / "Can't go" as two POST forms (a fetcher with JavaScript, same outcome). */
export function RsvpBox({ rsvp, full, t }: { rsvp: EventPageData["rsvp"]; full: boolean; t: T<"event"> }) {
  const fetcher = useFetcher();
  const pendingIntent = fetcher.state !== "idle" ? fetcher.formData?.get("intent") : null;
  if (!rsvp.open) return null;
  if (!rsvp.canAnswer) {
    return (
      <section className="rounded-lg border border-border p-4" aria-labelledby="rsvp-heading" data-testid="rsvp">
        <h2 id="rsvp-heading" className="font-semibold">
          {t(/*i18n*/ { id: "event.areYouGoing", message: "Are you going?" })}
        </h2>
        <p className="mt-1 text-sm">
          <a className="underline" href={rsvp.signInUrl}>
            {t(/*i18n*/ { id: "event.signIn", message: "Sign in" })}
          </a>{" "}
          {t(/*i18n*/ { id: "event.toAnswer", message: "to answer. Answering is free." })}
        </p>
      </section>
    );
  }
  const mine = rsvp.myAnswer;
  return (
    <section className="rounded-lg border border-border p-4" aria-labelledby="rsvp-heading" data-testid="rsvp">
      <h2 id="rsvp-heading" className="font-semibold">
        {t(/*i18n*/ { id: "event.areYouGoing", message: "Are you going?" })}
      </h2>
      <p className="mt-1 text-sm" data-testid="my-answer" aria-live="polite">
        {answerText(mine, full, t)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {mine !== "going" && mine !== "waitlisted" ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="going" />
            <StatusButton
              pending={pendingIntent === "going"}
              pendingText={t(/*i18n*/ { id: "event.saving", message: "Saving…" })}
              disabled={pendingIntent != null}
            >
              {t(/*i18n*/ { id: "event.imGoing", message: "I'm going" })}
            </StatusButton>
          </fetcher.Form>
        ) : null}
        {mine !== "not_going" ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="not_going" />
            <StatusButton
              variant="secondary"
              pending={pendingIntent === "not_going"}
              pendingText={t(/*i18n*/ { id: "event.saving", message: "Saving…" })}
              disabled={pendingIntent != null}
            >
              {t(/*i18n*/ { id: "event.cantGo", message: "Can't go" })}
            </StatusButton>
          </fetcher.Form>
        ) : null}
      </div>
    </section>
  );
}

/** What only the organiser sees: who is going (names only) and one message to all of them. */
export function Attendees({ names, lang, t }: { names: string[]; lang: Lang; t: T<"event"> }) {
  const actionData = useActionData<typeof eventPageAction>();
  const sending = useNavigation().formData?.get("intent") === "message";
  const error = actionData && "messageError" in actionData ? actionData.messageError : null;
  return (
    <section id="message" className="rounded-lg border border-border p-4" aria-labelledby="attendees-heading" data-testid="attendees">
      <h2 id="attendees-heading" className="font-semibold">
        {t(/*i18n*/ { id: "event.whosGoing", message: "Who's going ({count})" }, { count: names.length })}
      </h2>
      {names.length ? (
        <ul className="mt-2 flex flex-wrap gap-x-3 gap-y-1 text-sm">
          {names.map((n, i) => (
            <li key={i} lang={lang === "en" ? undefined : "en"}>
              {n}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm opacity-80">{t(/*i18n*/ { id: "event.nobodyYet", message: "Nobody has answered yet." })}</p>
      )}
      {names.length ? (
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="message" />
          <TextareaField
            label={t(/*i18n*/ { id: "event.messageLabel", message: "Message to everyone going" })}
            name="message"
            required
            maxLength={2000}
            rows={3}
            errors={error ? [error] : undefined}
            hint={t(/*i18n*/ { id: "event.messageHint", message: "One message an hour. Their e-mail addresses stay private." })}
          />
          <StatusButton variant="small" pending={sending} pendingText={t(/*i18n*/ { id: "event.sending", message: "Sending…" })}>
            {t(/*i18n*/ { id: "event.sendMessage", message: "Send message" })}
          </StatusButton>
        </Form>
      ) : null}
    </section>
  );
}
