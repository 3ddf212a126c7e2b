import { json } from "@remix-run/cloudflare";
import { contactSchema } from "~/lib/support";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { getUser } from "~/services/auth.server";
import { receiveContactMessage } from "~/services/support.server";

export const action = apiAction({ body: contactSchema }, async ({ body, context }) => {
  const user = await getUser(context);
  const id = await receiveContactMessage(context, body, user?.id ?? null);
  return json({ id, message: "Message Sent!" }, { status: 201 });
});

export const loader = methodNotAllowed;
