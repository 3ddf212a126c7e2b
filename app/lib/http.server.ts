// The JSON conventions of every /api route: bodies are JSON, errors are {"message": "..."} with the right status.
import { json } from "@remix-run/cloudflare";
import type { ZodError } from "zod";
import { apiMessage, formatMessage, formatRef, messagesFor, validationText, type MessageRef } from "~/lib/i18n/catalogue.server";
import type { Messages } from "~/lib/i18n/en";
import type { Lang } from "~/lib/i18n/lang";

export type FieldErrors = Record<string, string[] | undefined>;

export function apiError(status: number, message: string, errors?: FieldErrors): Response {
  return json(errors ? { message, errors } : { message }, { status });
}

/** Throws a JSON error response; loaders and actions let it propagate. */
export function fail(status: number, message: string, errors?: FieldErrors): never {
  throw apiError(status, message, errors);
}

export const STATUS_TEXT: Record<number, string> = {
  400: "Bad Request",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  405: "Method Not Allowed",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  500: "Internal Server Error",
};

/** Turns any non-JSON error answer of an /api route into the {"message"} shape, keeping its status. */
export async function normaliseApiError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const type = response.headers.get("Content-Type") ?? "";
  // JSON already, or a page that lives under /api (sign-in screens): leave it.
  if (type.includes("application/json") || type.includes("text/html")) return response;
  const body = (await response.text()).trim();
  const message = response.status >= 500 || !body || body.startsWith("<") ? (STATUS_TEXT[response.status] ?? "Error") : body;
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.delete("Content-Length");
  return new Response(JSON.stringify({ message }), { status: response.status, headers });
}

/** An /api JSON error whose message the catalogue knows, in the reader's language (Accept-Language, or the cookie). */
export async function localiseApiError(response: Response, lang: Lang): Promise<Response> {
  if (lang === "en" || response.status < 400 || !(response.headers.get("Content-Type") ?? "").includes("application/json")) return response;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  if (!body || typeof body !== "object" || !("message" in body) || typeof body.message !== "string") return response;
  const message = apiMessage(lang, body.message);
  if (message === body.message) return response;
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  headers.set("Content-Language", lang);
  return new Response(JSON.stringify({ ...body, message }), { status: response.status, statusText: response.statusText, headers });
}

/** Throws the 404 a page's ErrorBoundary (notFoundBoundary) turns into the spec's "X Not Found" panel. */
export function notFound(message = "Not Found"): never {
  throw new Response(message, { status: 404, statusText: "Not Found" });
}

/** The detail pages whose 404 is their own "X Not Found" panel (components/not-found.tsx). */
export type NotFoundKind = "article" | "event" | "business" | "classified" | "job";

/** The panel's words in the reader's language, sent with the 404 itself: the ErrorBoundary has no loader data. */
export type NotFoundPanel = { title: string; text: string; back: string };

/** A detail page's 404: the panel's words ride in the thrown answer (`error.data.notFound`), in the reader's language. */
export function notFoundPanelResponse(lang: Lang, kind: NotFoundKind): Response {
  const m = messagesFor(lang, "notFound");
  const notFound: NotFoundPanel = { title: m[`${kind}_title`], text: m[`${kind}_text`], back: m[`${kind}_back`] };
  return json({ notFound }, { status: 404, statusText: "Not Found" });
}

export function notFoundPanel(lang: Lang, kind: NotFoundKind): never {
  throw notFoundPanelResponse(lang, kind);
}

/** A key of the `badRequest` namespace (the type check refuses any other string). */
export type BadRequestKey = keyof Messages<"badRequest"> & string;
/**
 * A 400's words by descriptor (issue 44): a `badRequest` key, another namespace's message, or `{ rule }`, a schema
 * rule's own message as the schema wrote it (still found in `validation` by its English: schemas write English).
 */
export type BadRequestMessage = BadRequestKey | MessageRef | { rule: string };

/** The first rule a schema reported, or the action's own message when it gave none. */
export function firstRule(error: ZodError, fallback: BadRequestKey): BadRequestMessage {
  const rule = error.issues[0]?.message;
  return rule ? { rule } : fallback;
}

/** A 400's words in `lang`. */
export function badRequestIn(lang: Lang, message: BadRequestMessage): string {
  if (typeof message === "string") return formatMessage(lang, "badRequest", message);
  if ("rule" in message) return validationText(lang, message.rule);
  return formatRef(lang, message);
}

/**
 * Throws a 400 page answer with a plain message, for form posts whose fields no person could have typed: the
 * action's message descriptor, formatted in the reader's language (the root's ErrorBoundary shows it).
 */
export function badRequest(lang: Lang, message: BadRequestMessage): never {
  throw new Response(badRequestIn(lang, message), {
    status: 400,
    statusText: "Bad Request",
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** Throws the 403 page answer (the root's "Access Denied" panel): signed in, but not allowed this. */
export function forbidden(message = "Forbidden"): never {
  throw new Response(message, { status: 403, statusText: "Forbidden" });
}
