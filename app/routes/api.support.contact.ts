import { json } from "@remix-run/cloudflare";
import { contactSchema } from "~/lib/support";
import { saveSupportMessage } from "~/models/support.server";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { getUser } from "~/services/auth.server";

export const action = apiAction({ body: contactSchema }, async ({ body, context }) => {
  const user = await getUser(context);
  const id = await saveSupportMessage(context.db, body, user?.id ?? null);
  return json({ id, message: "Message Sent!" }, { status: 201 });
});

export const loader = methodNotAllowed;
