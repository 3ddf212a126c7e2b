import { json } from "@remix-run/cloudflare";
import { apiError } from "~/lib/http.server";
import { contactSchema, HONEYPOT, isHoneypotFilled } from "~/lib/support";
import { z } from "~/lib/zod";
import { apiAction, methodNotAllowed } from "~/services/api.server";
import { getUser } from "~/services/auth.server";
import { receiveContactMessage } from "~/services/support.server";

export const action = apiAction({ body: z.unknown() }, async ({ body, context }) => {
  // A bot that filled the honeypot is answered as if the message was sent; nothing is stored or mailed.
  if (body && typeof body === "object" && isHoneypotFilled((body as Record<string, unknown>)[HONEYPOT])) {
    return json({ message: "Message Sent!" }, { status: 201 });
  }
  const parsed = contactSchema.safeParse(body);
  if (!parsed.success)
    return apiError(
      400,
      parsed.error.issues[0] ? { rule: parsed.error.issues[0].message } : /*i18n*/ { id: "api.Invalid request", message: "Invalid request" },
      parsed.error.flatten().fieldErrors,
    );
  const user = await getUser(context);
  const id = await receiveContactMessage(context, parsed.data, user ? { id: user.id, email: user.email } : null);
  return json({ id, message: "Message Sent!" }, { status: 201 });
});

export const loader = methodNotAllowed;
