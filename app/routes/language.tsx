// POST /language: the language switch in the header and the footer (a plain form, so it works without JavaScript).
// Keeps the choice in a cookie for a year and returns to the page the reader was on; URLs never carry the language.
import { redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { badRequest } from "~/lib/http.server";
import { isLang, langCookie, returnPath } from "~/lib/i18n/switch.server";

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await request.formData();
  const lang = form.get("lang");
  if (!isLang(lang)) badRequest(context.lang, /*i18n*/ { id: "badRequest.Unknown language", message: "Unknown language" });
  return redirect(returnPath(form.get("returnTo")), {
    status: 303,
    headers: { "Set-Cookie": langCookie(lang, new URL(request.url).protocol === "https:"), "Cache-Control": "no-store" },
  });
}

export const loader = () => redirect("/", 303);
