// /media/<id> (full size) and /media/<id>/card: uploaded pictures from R2, cacheable for a year (keys never change).
import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { serveUpload } from "~/services/uploads.server";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const [, id, card] = /^([^/]+)(\/card)?$/.exec(params["*"] ?? "") ?? [];
  if (!id) return new Response("Not Found", { status: 404 });
  return serveUpload(context, request, id, card ? "card" : "full");
}
