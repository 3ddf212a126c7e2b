import { json, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { getUser } from "~/services/auth.server";
import { apiError, readJson } from "~/lib/http.server";
import { contactSchema, HONEYPOT, isHoneypotFilled } from "~/lib/support";
import { saveSupportMessage } from "~/models/support.server";

export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return apiError(405, "Method Not Allowed");
  const body = await readJson(request);
  // A bot that filled the honeypot is answered as if the message was sent; nothing is stored.
  if (body && typeof body === "object" && isHoneypotFilled((body as Record<string, unknown>)[HONEYPOT])) {
    return json({ message: "Message Sent!" }, { status: 201 });
  }
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success) return apiError(400, parsed.error.issues[0].message, parsed.error.flatten().fieldErrors);
  const user = await getUser(context);
  const id = await saveSupportMessage(context.db, parsed.data, user?.id ?? null);
  return json({ id, message: "Message Sent!" }, { status: 201 });
}

export const loader = () => apiError(405, "Method Not Allowed");
