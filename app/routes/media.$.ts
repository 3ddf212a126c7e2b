// /media/<id> (full size) and /media/<id>/card: uploaded pictures from R2, cacheable for a year (keys never change).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { serveUpload } from "~/services/uploads.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const m = /^([^/]+)(\/card)?$/.exec(params["*"] ?? "");
  if (!m) return new Response("Not Found", { status: 404 });
  return serveUpload(context, request, m[1]!, m[2] ? "card" : "full");
}
