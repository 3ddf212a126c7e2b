// /news/rss.xml (and ?category=): published articles as RSS 2.0.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { xmlSafe } from "~/lib/text";
import { townFor } from "~/lib/towns";
import { listPublishedForFeed } from "~/models/news.server";

const escape = (s: string) => xmlSafe(s).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const cdata = (s: string) => `<![CDATA[${xmlSafe(s).replace(/]]>/g, "]]]]><![CDATA[>")}]]>`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const category = url.searchParams.get("category") || null;
  const base = context.siteUrl;
  const [articles, config] = await Promise.all([listPublishedForFeed(context.db, context.now(), category), context.siteConfig()]);
  const town = townFor(config.mode);
  const items = articles
    .map((a) => {
      const link = `${base}/news/${a.id}`;
      return [
        "<item>",
        `<title>${escape(a.title)}</title>`,
        `<link>${link}</link>`,
        `<guid isPermaLink="true">${link}</guid>`,
        a.publishedAt ? `<pubDate>${a.publishedAt.toUTCString()}</pubDate>` : "",
        a.category ? `<category>${escape(a.category)}</category>` : "",
        a.author ? `<dc:creator>${escape(a.author)}</dc:creator>` : "",
        `<description>${cdata(a.excerpt ?? "")}</description>`,
        a.content ? `<content:encoded>${cdata(a.content)}</content:encoded>` : "",
        "</item>",
      ].join("");
    })
    .join("\n");
  const title = category ? `${town.name} news: ${category}` : `${town.name} news`;
  const self = `${base}/news/rss.xml${category ? `?category=${encodeURIComponent(category)}` : ""}`;
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
<title>${escape(title)}</title>
<link>${base}/news</link>
<description>Local news from ${escape(town.fullName)}</description>
<language>en-us</language>
<atom:link href="${escape(self)}" rel="self" type="application/rss+xml"/>
${items}
</channel>
</rss>`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=300" },
  });
}
