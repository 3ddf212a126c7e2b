// /letters/unsubscribe?token=…: the List-Unsubscribe target of every letter (RFC 8058). A mailbox's one-click POST
// (body "List-Unsubscribe=One-Click") unsubscribes with no page; a GET (a person, a scanner) changes nothing and
// goes to the page where the reader chooses.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { unsubscribeByToken } from "~/models/letter-issues.server";

const tokenOf = (request: Request) => (new URL(request.url).searchParams.get("token") ?? "").slice(0, 64);

export async function loader({ request }: LoaderFunctionArgs) {
  return redirect(`/letters/manage?token=${encodeURIComponent(tokenOf(request))}`);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const done = await unsubscribeByToken(context.db, tokenOf(request), context.now());
  return new Response(null, { status: done ? 200 : 404, headers: { "Cache-Control": "no-store" } });
}
