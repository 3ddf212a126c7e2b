// The handles to follow from Mastodon and the remote-follow form (issue 47): a GET form to /follow that asks for the
// reader's server and sends them to its follow page; it works without JavaScript. Shown only while federation is on
// (the root loader sends `fediverse` then).
import { useRouteLoaderData } from "@remix-run/react";
import type { FediverseActor } from "~/lib/fediverse";
import type { Messages } from "~/lib/i18n/en";
import { plain } from "~/lib/i18n/plain";

export type FediverseShell = { handles: Record<FediverseActor, string>; messages: Messages<"fediverse"> } | null;

/** The root loader's `fediverse` (null while federation is off or the root loader failed). */
export function useFediverse(): FediverseShell {
  const root = useRouteLoaderData("root") as { fediverse?: FediverseShell } | undefined;
  return root?.fediverse ?? null;
}

export function FollowForm({
  actor,
  handle,
  messages,
  error,
}: {
  actor: FediverseActor;
  handle: string;
  messages: Messages<"fediverse">;
  error?: string;
}) {
  const t = plain<"fediverse">(messages);
  const id = `follow-${actor}`;
  return (
    <form method="get" action="/follow" className="mt-2 flex flex-wrap items-end gap-2">
      <input type="hidden" name="actor" value={actor} />
      <label htmlFor={`${id}-server`} className="block text-sm">
        {t(/*i18n*/ { id: "fediverse.serverLabel", message: "Your server" })}
        <input
          id={`${id}-server`}
          name="server"
          required
          maxLength={253}
          placeholder={t(/*i18n*/ { id: "fediverse.serverHint", message: "Like mastodon.social" })}
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 block rounded border border-border bg-background px-3 py-2"
        />
      </label>
      <button
        type="submit"
        className="rounded bg-primary px-4 py-2 text-primary-foreground"
        aria-label={`${t(/*i18n*/ { id: "fediverse.followButton", message: "Follow on Mastodon" })}: ${handle}`}
      >
        {t(/*i18n*/ { id: "fediverse.followButton", message: "Follow on Mastodon" })}
      </button>
      {error ? (
        <p id={`${id}-error`} className="w-full text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/** The box on /events and /news: the handle and the form. */
export function FollowOnMastodon({ actor }: { actor: FediverseActor }) {
  const fediverse = useFediverse();
  if (!fediverse) return null;
  const t = plain<"fediverse">(fediverse.messages);
  const handle = fediverse.handles[actor];
  return (
    <aside className="my-6 rounded-lg border border-border p-4" aria-labelledby={`follow-${actor}-heading`} data-testid="follow-on-mastodon">
      <h2 id={`follow-${actor}-heading`} className="font-semibold">
        {t(/*i18n*/ { id: "fediverse.followHeading", message: "Follow on Mastodon" })}
      </h2>
      <p className="text-sm">
        {t(
          /*i18n*/ { id: "fediverse.followLead", message: "Get our {what} in your Mastodon (or other fediverse) timeline: follow {handle}." },
          {
            what: t(
              actor === "events"
                ? /*i18n*/ { id: "fediverse.whatEvents", message: "events" }
                : /*i18n*/ { id: "fediverse.whatNews", message: "news" },
            ),
            handle,
          },
        )}
      </p>
      <FollowForm actor={actor} handle={handle} messages={fediverse.messages} />
    </aside>
  );
}
