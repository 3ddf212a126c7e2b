import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { storedLang } from "~/lib/i18n/lang";
import { safeReturnTo } from "~/lib/return-to";
import { createSession } from "~/models/session.server";
import { setUserLang } from "~/models/user.server";
import { sessionCookie } from "~/services/auth.server";
import type { User } from "../../db/schema";

/** Starts a new session (a new token at every sign-in) and sends the member back where they were going. */
export async function completeSignIn(context: AppLoadContext, user: User, returnTo: string) {
  const { token, expire } = await createSession(context.db, user.id, context.now());
  await setUserLang(context.db, user, storedLang(context.lang));
  context.responseCookies.push(sessionCookie(token, expire));
  return redirect(safeReturnTo(returnTo));
}
