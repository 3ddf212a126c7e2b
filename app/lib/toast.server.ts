// Flash toasts: an action sets one in a short-lived cookie, the root loader reads and clears it.
// An action names its toast's texts by message descriptor (a key of the `toasts` namespace, or `{ ns, key, values }`
// for another namespace's message or one with values), never by English wording: the cookie carries the descriptors
// and `takeToast` formats them in the reader's language with the compiled catalogue (issue 44). What people wrote (a
// feed's name, a rejection reason) or text already in the reader's language goes as `{ text }`, shown as written.
import type { AppLoadContext } from "@remix-run/cloudflare";
import { z } from "~/lib/zod";
import { clearCookie, readCookie, serializeCookie } from "./cookies.server";
import { formatRef, hasId, validationText, type MessageRef } from "./i18n/catalogue.server";
import type { Descriptor } from "./i18n/descriptor";
import type { Lang } from "./i18n/lang";
import type { Values } from "./i18n/plain";
import { toastSchema, type Toast } from "./toast";

export type { MessageRef, Toast };

const TOAST_COOKIE = "toast";

/** A message of the `toasts` namespace, written where the toast is raised. */
export type ToastKey = Descriptor<"toasts">;
/**
 * A toast's title or description: a message descriptor (with its values), a schema rule's message (lib/i18n/rule.ts,
 * itself written as a descriptor where the rule is), or text shown as written.
 */
export type ToastText = MessageRef | { rule: string } | { text: string };
export type ToastMessage = { title: ToastText; description?: ToastText; variant?: "default" | "destructive" };

/** A `toasts` message with values: `toastMessage({ id: 'toasts."{title}" was deleted.', message: … }, { title })`. */
export const toastMessage = (d: ToastKey, values?: Values): MessageRef => ({ ...d, values });

const valuesSchema = z.record(z.union([z.string().max(500), z.number()]));
const textSchema = z.union([
  z.object({ id: z.string().max(340), values: valuesSchema.optional() }),
  z.object({ rule: z.string().max(500) }),
  z.object({ text: z.string().max(500) }),
]);
const storedSchema = z.object({ title: textSchema, description: textSchema.optional(), variant: z.enum(["default", "destructive"]).optional() });

/** A toast text in `lang`; null for a key no catalogue has (a stale or forged cookie): no English is matched. */
function textIn(lang: Lang, text: z.infer<typeof textSchema>): string | null {
  if ("text" in text) return text.text;
  if ("rule" in text) return validationText(lang, text.rule);
  return hasId(text.id) ? formatRef(lang, { id: text.id as MessageRef["id"], message: "", values: text.values }) : null;
}

/** The toast formatted in the reader's language; null if any of its descriptors is unknown. */
export function formatToast(lang: Lang, toast: ToastMessage): Toast | null {
  const stored = storedSchema.safeParse(toast);
  if (!stored.success) return null;
  const title = textIn(lang, stored.data.title);
  const description = stored.data.description === undefined ? undefined : textIn(lang, stored.data.description);
  if (title === null || description === null) return null;
  const parsed = toastSchema.safeParse({ title, ...(description === undefined ? {} : { description }), variant: stored.data.variant });
  return parsed.success ? parsed.data : null;
}

/** What the toast functions use of a request's context. */
type ToastContext = Pick<AppLoadContext, "lang" | "responseCookies" | "toastNow">;

export function flash(context: Pick<ToastContext, "responseCookies">, toast: ToastMessage) {
  // The cookie carries each message's id and values, not its English.
  const stored = (t: ToastText | undefined) => (t && "id" in t ? { id: t.id, values: t.values } : t);
  const compact = { ...toast, title: stored(toast.title), description: stored(toast.description) };
  context.responseCookies.push(serializeCookie(TOAST_COOKIE, JSON.stringify(compact), { maxAge: 60 }));
}

/**
 * A failure shown on the page that failed, not one page late: the flash cookie is for redirects. Without JavaScript
 * the root loader of this same request renders it; the action returns it in its 400 data (`{ ...reply, toast }`) for
 * the browser, where useActionToast shows it (Remix does not rerun the root loader after a 4xx action).
 */
export function failureToast(context: ToastContext, toast: ToastMessage): Toast {
  const formatted = formatToast(context.lang, toast);
  if (!formatted) throw new Error(`failureToast: unknown message in ${JSON.stringify(toast)}`);
  context.toastNow = formatted;
  return formatted;
}

export function takeToast(request: Request, context: ToastContext): Toast | null {
  const raw = readCookie(request, TOAST_COOKIE);
  if (raw) context.responseCookies.push(clearCookie(TOAST_COOKIE));
  if (context.toastNow) return context.toastNow;
  if (!raw) return null;
  try {
    return formatToast(context.lang, JSON.parse(raw) as ToastMessage);
  } catch {
    return null;
  }
}
