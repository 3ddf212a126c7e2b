// Approved replies from the fediverse under an event or an article (issue 47): the author's handle and their words,
// sanitised on the way in (workers/fediverse/replies.ts) and again by the loader. Pending and rejected ones never
// reach the page.
import type { Lang } from "~/lib/i18n/lang";
import { peopleWroteLang } from "~/lib/i18n/plain";

export type ShownReply = { id: number; handle: string; url: string | null; content: string; lang: string | null };

export function FediverseReplies({ heading, replies, lang }: { heading: string; replies: ShownReply[]; lang: Lang }) {
  if (replies.length === 0) return null;
  const wrote = peopleWroteLang(lang);
  return (
    <section aria-labelledby="fediverse-replies">
      <h2 id="fediverse-replies" className="text-xl font-semibold">
        {heading}
      </h2>
      <ul className="mt-2 space-y-3">
        {replies.map((r) => (
          <li key={r.id} className="rounded border border-border p-3" data-testid="fediverse-reply">
            <p className="text-sm font-semibold">
              {r.url ? (
                <a href={r.url} rel="nofollow noopener noreferrer ugc" className="underline">
                  {r.handle}
                </a>
              ) : (
                r.handle
              )}
            </p>
            <div className="mt-1 break-words [&_a]:underline" lang={r.lang ?? wrote} dangerouslySetInnerHTML={{ __html: r.content }} />
          </li>
        ))}
      </ul>
    </section>
  );
}
