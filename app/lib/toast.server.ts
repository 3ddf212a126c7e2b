// Flash toasts: an action sets one in a short-lived cookie, the root loader reads and clears it.
import type { AppLoadContext } from "@remix-run/cloudflare";
import type { z } from "zod";
import { clearCookie, readCookie, serializeCookie } from "./cookies.server";
import { toastText } from "./i18n/catalogue.server";
import { toastSchema, type Toast } from "./toast";

export type { Toast };

const TOAST_COOKIE = "toast";

/** The toast in the reader's language (context.lang): the actions write the spec's English (the `toasts` namespace). */
function inReadersLanguage(context: AppLoadContext, toast: z.input<typeof toastSchema>): z.input<typeof toastSchema> {
  if (context.lang === "en") return toast;
  return {
    ...toast,
    title: toastText(context.lang, toast.title),
    ...(toast.description === undefined ? {} : { description: toastText(context.lang, toast.description) }),
  };
}

export function flash(context: AppLoadContext, toast: z.input<typeof toastSchema>) {
  context.responseCookies.push(serializeCookie(TOAST_COOKIE, JSON.stringify(inReadersLanguage(context, toast)), { maxAge: 60 }));
}

/**
 * A failure shown on the page that failed, not one page late: the flash cookie is for redirects. Without JavaScript
 * the root loader of this same request renders it; the action returns it in its 400 data (`{ ...reply, toast }`) for
 * the browser, where useActionToast shows it (Remix does not rerun the root loader after a 4xx action).
 */
export function failureToast(context: AppLoadContext, toast: z.input<typeof toastSchema>): Toast {
  const parsed = toastSchema.parse(inReadersLanguage(context, toast));
  context.toastNow = parsed;
  return parsed;
}

export function takeToast(request: Request, context: AppLoadContext): Toast | null {
  const raw = readCookie(request, TOAST_COOKIE);
  if (raw) context.responseCookies.push(clearCookie(TOAST_COOKIE));
  if (context.toastNow) return context.toastNow;
  if (!raw) return null;
  try {
    const parsed = toastSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
