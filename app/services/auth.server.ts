// Who is asking, and the guards every protected loader and action uses.
import { redirect, type AppLoadContext } from "@remix-run/cloudflare";
import { clearCookie, readCookie, serializeCookie } from "~/lib/cookies.server";
import { fail, forbidden } from "~/lib/http.server";
import { loginUrl } from "~/lib/login-url";
import { flash, type ToastKey } from "~/lib/toast.server";
import type { Db } from "~/models/db.server";
import { sessionIdFromToken, validateSessionToken, type ValidSession, type Viewing } from "~/models/session.server";
import type { Role, User } from "../../db/schema";
import { keepDraft } from "./drafts.server";

export const SESSION_COOKIE = "session";

export function sessionCookie(token: string, expires: Date) {
  return serializeCookie(SESSION_COOKIE, token, { expires });
}
export const clearSessionCookie = () => clearCookie(SESSION_COOKIE);

/** Reads the session cookie once per request; renews the cookie when the session was renewed. */
export function lazySession(request: Request, db: Db, now: () => Date, responseCookies: string[]) {
  let pending: Promise<ValidSession | null> | undefined;
  return () => {
    pending ??= (async () => {
      const token = readCookie(request, SESSION_COOKIE);
      if (!token) return null;
      const session = await validateSessionToken(db, token, now());
      if (!session) responseCookies.push(clearSessionCookie());
      else if (session.renewed) responseCookies.push(sessionCookie(token, session.expire));
      return session;
    })();
    return pending;
  };
}

/**
 * The request's session id (its cookie's hash), or "" without a cookie: what `sessionMember` reads in a page's own batch,
 * so the batch and the session's round trip go side by side (issue 45). The rows it finds are the page's only when
 * `getUser` names a member too.
 */
export function sessionIdOf(request: Request): string {
  const token = readCookie(request, SESSION_COOKIE);
  return token ? sessionIdFromToken(token) : "";
}

/** The request's session id and its member (`getUser`), for a page whose batch reads the member's own rows (`Viewing`). */
export function viewingOf(request: Request, context: AppLoadContext): Viewing<User> {
  return { sessionId: sessionIdOf(request), viewer: getUser(context) };
}

export async function getUser(context: AppLoadContext): Promise<User | null> {
  return (await context.session())?.user ?? null;
}

const isApiRequest = (request: Request) => new URL(request.url).pathname.startsWith("/api/");

export { loginUrl };

type RequireUserOptions = {
  /** A form's action: what was posted waits across sign-in (services/drafts.server.ts) and comes back in the form. */
  keepDraft?: boolean;
  /** The 'Unauthorized' toast's words when a post finds no session (the spec's for events). */
  reason?: ToastKey;
};

/**
 * The signed-in user; a visitor is sent to sign in and back (pages) or gets 401 (API). A page's POST without a
 * session (it ended while the member typed) also gets the spec's 'Unauthorized' toast, and keeps a draft if asked.
 */
export async function requireUser(request: Request, context: AppLoadContext, options: RequireUserOptions = {}): Promise<User> {
  const user = await getUser(context);
  if (user) return user;
  if (isApiRequest(request)) fail(401, /*i18n*/ { id: "api.Unauthorized", message: "Unauthorized" });
  const url = new URL(request.url);
  if (request.method === "POST") {
    if (options.keepDraft) await keepDraft(request, context, url.pathname);
    flash(context, {
      title: /*i18n*/ { id: "toasts.Unauthorized", message: "Unauthorized" },
      description: options.reason ?? /*i18n*/ { id: "toasts.Please log in to continue.", message: "Please log in to continue." },
      variant: "destructive",
    });
  }
  throw redirect(loginUrl(url.pathname + url.search));
}

export async function requireRole(request: Request, context: AppLoadContext, roles: Role[]): Promise<User> {
  const user = await requireUser(request, context);
  if (!roles.includes(user.role)) {
    if (isApiRequest(request)) fail(403, /*i18n*/ { id: "api.Forbidden", message: "Forbidden" });
    forbidden();
  }
  return user;
}

export const requireAdmin = (request: Request, context: AppLoadContext) => requireRole(request, context, ["admin"]);
export const requireModerator = (request: Request, context: AppLoadContext) => requireRole(request, context, ["moderator", "admin"]);
