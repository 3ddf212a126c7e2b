// /robots.txt: the crawl rules and the sitemap's absolute address (context.siteUrl).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { robotsTxt } from "~/lib/seo";

export function loader({ context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(context.siteUrl), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
