// /robots.txt: the crawl rules and the sitemap's absolute address (SITE_URL, else this request's origin).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { robotsTxt, siteOrigin } from "~/lib/seo";

export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteOrigin(context.env.SITE_URL, request.url)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
