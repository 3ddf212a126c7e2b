// /follow (issue 47): the remote follow. The reader names their fediverse server; we send them to its follow page
// (Mastodon's /authorize_interaction, also served by Akkoma, Misskey and others), where they confirm. A GET form (or a
// POST), so it works without JavaScript; 404 while federation is off.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { FollowForm } from "~/components/follow-on-mastodon";
import { authorizeInteractionUrl, FEDIVERSE_ACTORS, serverName, type FediverseActor } from "~/lib/fediverse";
import { notFound } from "~/lib/http.server";
import { tr } from "~/lib/i18n/descriptor";
import { plain } from "~/lib/i18n/plain";
import { fediverseShell } from "~/services/fediverse.server";

const actorOf = (v: FormDataEntryValue | null): FediverseActor => FEDIVERSE_ACTORS.find((a) => a === v) ?? "events";

/** Redirects to the reader's server when it is a valid name; otherwise the page again, with the error (400). */
async function follow(context: LoaderFunctionArgs["context"], params: { get(name: string): FormDataEntryValue | null }) {
  const shell = await fediverseShell(context);
  if (!shell) notFound();
  const actor = actorOf(params.get("actor"));
  const server = params.get("server");
  if (server === null) return json({ shell, actor, error: null });
  const parsed = serverName.safeParse(server);
  if (!parsed.success)
    return json(
      { shell, actor, error: tr(shell.messages, /*i18n*/ { id: "fediverse.badServer", message: "Please enter your server, like mastodon.social" }) },
      { status: 400 },
    );
  return redirect(authorizeInteractionUrl(parsed.data, `${actor}@${new URL(context.siteUrl).host}`));
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return follow(context, new URL(request.url).searchParams);
}

export async function action({ request, context }: ActionFunctionArgs) {
  return follow(context, await request.formData());
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.shell.messages, /*i18n*/ { id: "fediverse.pageTitle", message: "Follow on Mastodon" }) : "Follow on Mastodon" },
];

export default function Follow() {
  const { shell, actor, error } = useLoaderData<typeof loader>();
  const t = plain<"fediverse">(shell.messages);
  return (
    <div className="mx-auto max-w-xl space-y-6">
      <h1 className="text-2xl font-bold">{t(/*i18n*/ { id: "fediverse.pageTitle", message: "Follow on Mastodon" })}</h1>
      <p>
        {t(
          /*i18n*/ {
            id: "fediverse.pageLead",
            message: "Type the name of the server your account is on. We send you to it, where you confirm the follow.",
          },
        )}
      </p>
      {FEDIVERSE_ACTORS.map((a) => (
        <section key={a} aria-labelledby={`follow-page-${a}`}>
          <h2 id={`follow-page-${a}`} className="font-semibold">
            {shell.handles[a]}
          </h2>
          <p className="text-sm">
            {t(
              /*i18n*/ { id: "fediverse.followLead", message: "Get our {what} in your Mastodon (or other fediverse) timeline: follow {handle}." },
              {
                what: t(
                  a === "events"
                    ? /*i18n*/ { id: "fediverse.whatEvents", message: "events" }
                    : /*i18n*/ { id: "fediverse.whatNews", message: "news" },
                ),
                handle: shell.handles[a],
              },
            )}
          </p>
          <FollowForm actor={a} handle={shell.handles[a]} messages={shell.messages} error={a === actor && error ? error : undefined} />
        </section>
      ))}
    </div>
  );
}
