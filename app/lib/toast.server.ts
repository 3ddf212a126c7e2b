// Flash toasts: an action sets one in a short-lived cookie, the root loader reads and clears it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import { clearCookie, readCookie, serializeCookie } from "./cookies.server";
import { toastSchema, type Toast } from "./toast";

export type { Toast };

const TOAST_COOKIE = "toast";

export function flash(context: AppLoadContext, toast: z.input<typeof toastSchema>) {
  context.responseCookies.push(serializeCookie(TOAST_COOKIE, JSON.stringify(toast), { maxAge: 60 }));
}

export function takeToast(request: Request, context: AppLoadContext): Toast | null {
  const raw = readCookie(request, TOAST_COOKIE);
  if (!raw) return null;
  context.responseCookies.push(clearCookie(TOAST_COOKIE));
  try {
    const parsed = toastSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
