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
  if (mine === "going") return t("youreGoing");
  if (mine === "waitlisted") return t("waitlisted");
  if (mine === "not_going") return t("notGoing");
  return full ? t("fullAnswer") : t("letKnow");
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
          {t("areYouGoing")}
        </h2>
        <p className="mt-1 text-sm">
          <a className="underline" href={rsvp.signInUrl}>
            {t("signIn")}
          </a>{" "}
          {t("toAnswer")}
        </p>
      </section>
    );
  }
  const mine = rsvp.myAnswer;
  return (
    <section className="rounded-lg border border-border p-4" aria-labelledby="rsvp-heading" data-testid="rsvp">
      <h2 id="rsvp-heading" className="font-semibold">
        {t("areYouGoing")}
      </h2>
      <p className="mt-1 text-sm" data-testid="my-answer" aria-live="polite">
        {answerText(mine, full, t)}
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        {mine !== "going" && mine !== "waitlisted" ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="going" />
            <StatusButton pending={pendingIntent === "going"} pendingText={t("saving")} disabled={pendingIntent != null}>
              {t("imGoing")}
            </StatusButton>
          </fetcher.Form>
        ) : null}
        {mine !== "not_going" ? (
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="not_going" />
            <StatusButton variant="secondary" pending={pendingIntent === "not_going"} pendingText={t("saving")} disabled={pendingIntent != null}>
              {t("cantGo")}
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
        {t("whosGoing", { count: names.length })}
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
        <p className="mt-1 text-sm opacity-80">{t("nobodyYet")}</p>
      )}
      {names.length ? (
        <Form method="post" className="mt-3 space-y-2">
          <input type="hidden" name="intent" value="message" />
          <TextareaField
            label={t("messageLabel")}
            name="message"
            required
            maxLength={2000}
            rows={3}
            errors={error ? [error] : undefined}
            hint={t("messageHint")}
          />
          <StatusButton variant="small" pending={sending} pendingText={t("sending")}>
            {t("sendMessage")}
          </StatusButton>
        </Form>
      ) : null}
    </section>
  );
}
