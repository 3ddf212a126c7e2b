// /sitemaps/{kind}.xml[?after=key]: one page of a kind's sitemap (at most SITEMAP_PAGE_SIZE URLs), keyset-paged.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { SITEMAP_KINDS, urlsetXml, type SitemapKind } from "~/lib/seo";
import { sitemapPageEntries } from "~/services/sitemap.server";

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const kind = /^([a-z]+)\.xml$/.exec(params.file ?? "")?.[1];
  if (!kind || !(SITEMAP_KINDS as readonly string[]).includes(kind)) return notFound();
  const url = new URL(request.url);
  const entries = await sitemapPageEntries(context, context.siteUrl, kind as SitemapKind, url.searchParams.get("after"));
  if (!entries) return notFound();
  return new Response(urlsetXml(entries), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
