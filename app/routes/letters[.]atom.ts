// /letters.atom: the weekly letter's archive as an Atom feed (RFC 4287), linked from /letters. Each issue is an entry
// with its own id (its page's URL, which never changes), the time it was sent, and its first headlines.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formatMessage } from "~/lib/i18n/catalogue.server";
import { xmlSafe } from "~/lib/text";
import { listLetterArchive } from "~/services/letter.server";

const escape = (s: string) => xmlSafe(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

export async function loader({ context }: LoaderFunctionArgs) {
  const base = context.siteUrl;
  const [issues, config] = await Promise.all([listLetterArchive(context), context.siteConfig()]);
  // In English, as the issues' subjects and headlines are: one feed for every reader, cacheable as it is.
  const title = formatMessage("en", /*i18n*/ { id: "letterPages.feedTitle", message: "{site}: weekly letters" }, { site: config.siteName });
  // The feed changes when an issue is made: its newest entry's time (a feed without entries: the epoch, stable).
  const updated = (issues[0]?.updated ?? new Date(0)).toISOString();
  const entries = issues.map((i) => {
    const link = `${base}/letters/${i.date}`;
    const summary = i.headlines.map((h) => h.title).join(" · ");
    return [
      "<entry>",
      `<id>${escape(link)}</id>`,
      `<title>${escape(i.subject)}</title>`,
      `<link rel="alternate" type="text/html" href="${escape(link)}"/>`,
      `<updated>${i.updated.toISOString()}</updated>`,
      `<published>${i.updated.toISOString()}</published>`,
      summary ? `<summary>${escape(summary)}</summary>` : "",
      "</entry>",
    ].join("");
  });
  const xml = `<?xml version="1.0" encoding="utf-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">
<id>${escape(`${base}/letters`)}</id>
<title>${escape(title)}</title>
<updated>${updated}</updated>
<author><name>${escape(config.siteName)}</name><uri>${escape(base)}</uri></author>
<link rel="self" type="application/atom+xml" href="${escape(`${base}/letters.atom`)}"/>
<link rel="alternate" type="text/html" href="${escape(`${base}/letters`)}"/>
${entries.join("\n")}
</feed>`;
  return new Response(xml, {
    headers: { "Content-Type": "application/atom+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
