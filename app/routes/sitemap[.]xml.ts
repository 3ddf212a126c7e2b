// /sitemap.xml: the sitemap index (sitemaps.org), naming the plain pages' sitemap and every page of each kind's.
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { sitemapIndexXml } from "~/lib/seo";
import { sitemapIndexEntries } from "~/services/sitemap.server";

export async function loader({ context }: LoaderFunctionArgs) {
  const origin = context.siteUrl;
  return new Response(sitemapIndexXml(await sitemapIndexEntries(context, origin)), {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
