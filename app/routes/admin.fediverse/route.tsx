// /admin/fediverse (issue 47): the switch, followers with counts, blocked servers, paused inboxes, the delivery log,
// and the actors' documents as other servers read them (the development view, like /admin/outbox for mail).
import { json, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { FediverseSwitch } from "~/components/fediverse-switch";
import { handleOf } from "~/lib/fediverse";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { peopleWroteLang, plain } from "~/lib/i18n/plain";
import { sanitizeHtml } from "~/lib/sanitize.server";
import {
  isFederationEnabled,
  listBlockedDomains,
  listDeliveries,
  listFailingInboxes,
  listFollowers,
  listPendingReplies,
} from "~/models/fediverse.server";
import { requireAdmin } from "~/services/auth.server";
import { runFediverseIntent } from "./actions.server";

/** The actors' documents through the fediverse's worker, pretty-printed (none when it is not bound). */
async function actorDocuments(fediverse: Fetcher | undefined, siteUrl: string, host: string): Promise<{ path: string; body: string }[]> {
  if (!fediverse) return [];
  const read = async (path: string) => {
    const res = await fediverse.fetch(new URL(path, siteUrl).href, { headers: { Accept: "application/activity+json" } });
    return { path, body: res.ok ? JSON.stringify(await res.json(), null, 2) : `${res.status}` };
  };
  return Promise.all(
    [`/.well-known/webfinger?resource=acct:events@${host}`, "/ap/actors/events", "/ap/actors/news", "/ap/actors/events/outbox"].map(read),
  );
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const enabled = await isFederationEnabled(context.db);
  const [replies, followers, blocks, inboxes, deliveries] = await Promise.all([
    listPendingReplies(context.db),
    listFollowers(context.db),
    listBlockedDomains(context.db),
    listFailingInboxes(context.db),
    listDeliveries(context.db, 100),
  ]);
  const documents = enabled ? await actorDocuments(context.fediverse, context.siteUrl, new URL(context.siteUrl).host) : [];
  return json({
    enabled,
    handles: { events: handleOf("events", context.siteUrl), news: handleOf("news", context.siteUrl) },
    // Sanitised on the way in (workers/fediverse/replies.ts); again here, for the rows of an older allowlist.
    replies: replies.map((r) => ({ ...r, content: sanitizeHtml(r.content) })),
    ...followers,
    blocks,
    inboxes,
    deliveries,
    documents,
    messages: messagesFor(context.lang, "adminFediverse"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  return runFediverseIntent(context, await request.formData());
}

const cell = "border-b border-border px-2 py-1 text-left align-top";

export default function AdminFediverse() {
  const data = useLoaderData<typeof loader>();
  const t = plain<"adminFediverse">(data.messages);
  const { lang } = useAdminText();
  const when = (at: string) => dateTimeIn(lang, at, "dateTime");
  return (
    <section className="space-y-8">
      <FediverseSwitch on={data.enabled} messages={data.messages} />
      <p className="text-sm opacity-80">
        {t(
          /*i18n*/ {
            id: "adminFediverse.lead",
            message:
              "Residents follow {events} and {news} from Mastodon and other fediverse servers. Posts go out when events are listed, changed or withdrawn, and when news is published.",
          },
          { events: data.handles.events, news: data.handles.news },
        )}
      </p>
      <RepliesSection data={data} t={t} when={when} />
      <FollowersSection data={data} t={t} when={when} />
      <BlocksSection data={data} t={t} when={when} />
      <PausedSection data={data} t={t} when={when} />
      <DeliveriesSection data={data} t={t} when={when} />
      <ActorDocuments data={data} t={t} when={when} />
    </section>
  );
}

type Data = ReturnType<typeof useLoaderData<typeof loader>>;
type SectionProps = { data: Data; t: ReturnType<typeof plain<"adminFediverse">>; when: (at: string) => string };

function RepliesSection({ data, t, when }: SectionProps) {
  const { lang } = useAdminText();
  return (
    <div id="replies">
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "adminFediverse.replies", message: "Replies waiting for approval" })}</h2>
      <p className="text-sm opacity-80">
        {t(
          /*i18n*/ {
            id: "adminFediverse.repliesLead",
            message: "Replies from the fediverse to an event or an article are shown under it only once you approve them.",
          },
        )}
      </p>
      {data.replies.length === 0 ? (
        <p className="mt-2 opacity-80">{t(/*i18n*/ { id: "adminFediverse.noReplies", message: "No reply is waiting." })}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {data.replies.map((r) => (
            <li key={r.id} data-testid="pending-reply" className="rounded border border-border p-3">
              <p className="text-sm">
                <strong>{r.handle}</strong> · {when(r.createdAt)} ·{" "}
                <a className="underline" href={r.kind === "event" ? `/events/${r.itemId}` : `/news/${r.itemId}`}>
                  {t(/*i18n*/ { id: "adminFediverse.replyTo", message: "To {what}" }, { what: r.title ?? `#${r.itemId}` })}
                </a>
              </p>
              <div
                className="mt-1 break-words [&_a]:underline"
                lang={r.lang ?? peopleWroteLang(lang)}
                dangerouslySetInnerHTML={{ __html: r.content }}
              />
              <Form method="post" className="mt-2 flex gap-2">
                <input type="hidden" name="reply" value={r.id} />
                <Button type="submit" name="intent" value="approve">
                  {t(/*i18n*/ { id: "adminFediverse.approveButton", message: "Approve" })}
                </Button>
                <Button type="submit" name="intent" value="reject" variant="secondary">
                  {t(/*i18n*/ { id: "adminFediverse.rejectButton", message: "Reject" })}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function FollowersSection({ data, t, when }: SectionProps) {
  const count = (actor: string) => data.byActor.find((a) => a.actor === actor)?.n ?? 0;
  return (
    <div>
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "adminFediverse.followers", message: "Followers" })}</h2>
      <p data-testid="follower-counts">
        {t(
          /*i18n*/ { id: "adminFediverse.followerCount", message: "{events} follow events, {news} follow news." },
          { events: count("events"), news: count("news") },
        )}
      </p>
      {data.byDomain.length ? (
        <p className="text-sm">
          {t(/*i18n*/ { id: "adminFediverse.byServer", message: "By server" })}: {data.byDomain.map((d) => `${d.domain} (${d.n})`).join(", ")}
        </p>
      ) : null}
      {data.followers.length === 0 ? (
        <p className="opacity-80">{t(/*i18n*/ { id: "adminFediverse.noFollowers", message: "No followers yet." })}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr>
              <th className={cell}>{t(/*i18n*/ { id: "adminFediverse.followerColumn", message: "Follower" })}</th>
              <th className={cell}>{t(/*i18n*/ { id: "adminFediverse.actorColumn", message: "Follows" })}</th>
              <th className={cell}>{t(/*i18n*/ { id: "adminFediverse.sinceColumn", message: "Since" })}</th>
            </tr>
          </thead>
          <tbody>
            {data.followers.map((f) => (
              <tr key={f.id} data-testid="follower-row">
                <td className={cell}>{f.handle ?? f.followerId}</td>
                <td className={cell}>@{f.actor}</td>
                <td className={cell}>{when(f.createdAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function BlocksSection({ data, t }: SectionProps) {
  return (
    <div>
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "adminFediverse.blocks", message: "Blocked servers" })}</h2>
      <p className="text-sm opacity-80">
        {t(
          /*i18n*/ {
            id: "adminFediverse.blocksLead",
            message: "A blocked server's follows are refused and nothing is delivered to it. Its followers are removed.",
          },
        )}
      </p>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <label className="block">
          {t(/*i18n*/ { id: "adminFediverse.blockLabel", message: "Server to block" })}
          <input name="domain" required maxLength={253} className="mt-1 block rounded border border-border bg-background px-3 py-2" />
        </label>
        <Button type="submit" name="intent" value="block" variant="secondary">
          {t(/*i18n*/ { id: "adminFediverse.blockButton", message: "Block" })}
        </Button>
      </Form>
      {data.blocks.length === 0 ? (
        <p className="mt-2 opacity-80">{t(/*i18n*/ { id: "adminFediverse.noBlocks", message: "No server is blocked." })}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {data.blocks.map((b) => (
            <li key={b.domain} data-testid="blocked-domain">
              <Form method="post" className="flex items-center gap-2">
                <span>{b.domain}</span>
                <input type="hidden" name="domain" value={b.domain} />
                <Button type="submit" name="intent" value="unblock" variant="secondary">
                  {t(/*i18n*/ { id: "adminFediverse.unblockButton", message: "Unblock" })}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function PausedSection({ data, t, when }: SectionProps) {
  return (
    <div>
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "adminFediverse.paused", message: "Paused servers" })}</h2>
      <p className="text-sm opacity-80">
        {t(
          /*i18n*/ {
            id: "adminFediverse.pausedLead",
            message: "An inbox that has failed for days is paused: nothing is sent to it until you resume it.",
          },
        )}
      </p>
      {data.inboxes.length === 0 ? (
        <p className="mt-2 opacity-80">{t(/*i18n*/ { id: "adminFediverse.noPaused", message: "No inbox is paused." })}</p>
      ) : (
        <ul className="mt-2 space-y-1">
          {data.inboxes.map((i) => (
            <li key={i.inbox} data-testid="failing-inbox">
              <Form method="post" className="flex flex-wrap items-center gap-2">
                <span>
                  {i.inbox} {i.pausedAt ? `(${when(i.pausedAt)})` : ""} {i.lastError}
                </span>
                <input type="hidden" name="inbox" value={i.inbox} />
                <Button type="submit" name="intent" value="resume" variant="secondary">
                  {t(/*i18n*/ { id: "adminFediverse.resumeButton", message: "Resume" })}
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function DeliveriesSection({ data, t, when }: SectionProps) {
  return (
    <div>
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "adminFediverse.deliveries", message: "Delivery log" })}</h2>
      {data.deliveries.length === 0 ? (
        <p className="opacity-80">{t(/*i18n*/ { id: "adminFediverse.noDeliveries", message: "Nothing has been delivered yet." })}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead>
            <tr>
              <th className={cell}>{t(/*i18n*/ { id: "adminFediverse.activityColumn", message: "Activity" })}</th>
              <th className={cell}>{t(/*i18n*/ { id: "adminFediverse.inboxColumn", message: "Inbox" })}</th>
              <th className={cell}>{t(/*i18n*/ { id: "adminFediverse.statusColumn", message: "Status" })}</th>
              <th className={cell}>{t(/*i18n*/ { id: "adminFediverse.attemptsColumn", message: "Attempts" })}</th>
            </tr>
          </thead>
          <tbody>
            {data.deliveries.map((d) => (
              <tr key={d.id} data-testid="delivery-row">
                <td className={cell}>
                  {d.activityType.replace(/^.*#/, "")} <span className="break-all opacity-80">{d.activityId}</span>
                </td>
                <td className={`${cell} break-all`}>{d.inbox}</td>
                <td className={cell}>
                  {t(
                    (
                      {
                        sent: /*i18n*/ { id: "adminFediverse.status_sent", message: "sent" },
                        failed: /*i18n*/ { id: "adminFediverse.status_failed", message: "failed" },
                        skipped: /*i18n*/ { id: "adminFediverse.status_skipped", message: "skipped" },
                      } as const
                    )[d.status],
                  )}{" "}
                  {d.lastError ? <span className="opacity-80">({d.lastError})</span> : null}
                  <span className="block opacity-80">{when(d.updatedAt)}</span>
                </td>
                <td className={cell}>{d.attempts}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

function ActorDocuments({ data, t }: SectionProps) {
  return data.documents.length ? (
    <div>
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "adminFediverse.actors", message: "The actors' documents" })}</h2>
      <p className="text-sm opacity-80">
        {t(/*i18n*/ { id: "adminFediverse.actorsLead", message: "What other servers read (WebFinger and ActivityPub), as JSON:" })}
      </p>
      {data.documents.map((d) => (
        <details key={d.path} className="mt-2" data-testid="actor-document">
          <summary className="cursor-pointer break-all">{d.path}</summary>
          <pre className="mt-1 max-h-96 overflow-auto whitespace-pre-wrap text-xs">{d.body}</pre>
        </details>
      ))}
    </div>
  ) : null;
}
