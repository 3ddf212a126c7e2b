// The JSON conventions of every /api route: bodies are JSON, errors are {"message": "..."} with the right status.
// An error names its message by descriptor where it is raised (issue 44): an `api` key (the keys are the spec's
// English), `apiMessage(key, values)` for one with parts, another namespace's `{ ns, key }`, a schema rule's
// `{ rule }`, or `{ text }` shown as written. The JSON body is in English (the spec's words, byte for byte); the
// descriptor rides in a private header that `localiseApiError` reads (and always removes) to answer in the reader's
// language. A schema rule's message is its own descriptor (lib/i18n/rule.ts), and so is each of an error's field
// messages (`errors`): nothing is looked up by its English wording.
import { json } from "@remix-run/cloudflare";
import type { ZodError } from "zod";
import { formatMessage, formatRef, hasId, validationText, type MessageRef } from "~/lib/i18n/catalogue.server";
import type { Descriptor } from "~/lib/i18n/descriptor";
import type { Lang } from "~/lib/i18n/lang";
import type { Values } from "~/lib/i18n/plain";

export type FieldErrors = Record<string, string[] | undefined>;

/** A key of the `api` namespace (the type check refuses any other string). */
export type ApiKey = Descriptor<"api">;
/** An /api error's message by descriptor: a message descriptor (with values), a schema rule's message, or text as written. */
export type ApiMessage = MessageRef | { rule: string } | { text: string };

/** An `api` message with values: `apiMessage("The amount for this order is {amount}", { amount })`. */
export const apiMessage = (d: ApiKey, values?: Values): MessageRef => ({ ...d, values });

/** The private header that carries an error's descriptor from where it is raised to `localiseApiError`. */
const API_MESSAGE_HEADER = "X-Api-Message";
/** The same for its field messages (rule descriptors), when it has any. */
const API_ERRORS_HEADER = "X-Api-Errors";

/** Field messages (rule descriptors) in `lang`. */
function fieldErrorsIn(lang: Lang, errors: FieldErrors): FieldErrors {
  return Object.fromEntries(Object.entries(errors).map(([field, list]) => [field, list?.map((m) => validationText(lang, m))]));
}

/** The field messages read back from the header: rule descriptors, strings only. */
function storedErrors(raw: string | null): FieldErrors | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!value || typeof value !== "object") return null;
    const entries = Object.entries(value).filter(
      (entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].every((m) => typeof m === "string"),
    );
    return Object.fromEntries(entries);
  } catch {
    return null;
  }
}

/** An /api error message in `lang`. */
export function apiMessageIn(lang: Lang, message: ApiMessage): string {
  if ("text" in message) return message.text;
  if ("rule" in message) return validationText(lang, message.rule);
  return formatRef(lang, message);
}

/** The descriptor read back from the header; null for one no catalogue has (a route never writes one). */
function storedMessage(raw: string): ApiMessage | null {
  try {
    const value: unknown = JSON.parse(decodeURIComponent(raw));
    if (!value || typeof value !== "object") return null;
    if ("text" in value && typeof value.text === "string") return { text: value.text };
    if ("rule" in value && typeof value.rule === "string") return { rule: value.rule };
    if ("id" in value && typeof value.id === "string" && hasId(value.id)) {
      const values = "values" in value && value.values && typeof value.values === "object" ? (value.values as Values) : undefined;
      return { id: value.id as MessageRef["id"], message: "", values };
    }
  } catch {
    // A malformed header: no descriptor.
  }
  return null;
}

export function apiError(status: number, message: ApiMessage, errors?: FieldErrors, init?: { headers?: HeadersInit }): Response {
  const english = apiMessageIn("en", message);
  const body = errors ? { message: english, errors: fieldErrorsIn("en", errors) } : { message: english };
  const response = json(body, { status, headers: init?.headers });
  const carried = "id" in message ? { id: message.id, values: message.values } : message;
  response.headers.set(API_MESSAGE_HEADER, encodeURIComponent(JSON.stringify(carried)));
  if (errors) response.headers.set(API_ERRORS_HEADER, encodeURIComponent(JSON.stringify(errors)));
  return response;
}

/** Throws a JSON error response; loaders and actions let it propagate. */
export function fail(status: number, message: ApiMessage, errors?: FieldErrors): never {
  throw apiError(status, message, errors);
}

export const STATUS_TEXT: Record<number, ApiKey> = {
  400: /*i18n*/ { id: "api.Bad Request", message: "Bad Request" },
  401: /*i18n*/ { id: "api.Unauthorized", message: "Unauthorized" },
  403: /*i18n*/ { id: "api.Forbidden", message: "Forbidden" },
  404: /*i18n*/ { id: "api.Not Found", message: "Not Found" },
  405: /*i18n*/ { id: "api.Method Not Allowed", message: "Method Not Allowed" },
  413: /*i18n*/ { id: "api.Payload Too Large", message: "Payload Too Large" },
  415: /*i18n*/ { id: "api.Unsupported Media Type", message: "Unsupported Media Type" },
  500: /*i18n*/ { id: "api.Internal Server Error", message: "Internal Server Error" },
};

/** Turns any non-JSON error answer of an /api route into the {"message"} shape, keeping its status. */
export async function normaliseApiError(response: Response): Promise<Response> {
  if (response.status < 400) return response;
  const type = response.headers.get("Content-Type") ?? "";
  // JSON already, or a page that lives under /api (sign-in screens): leave it.
  if (type.includes("application/json") || type.includes("text/html")) return response;
  const body = (await response.text()).trim();
  // A status's own words are an `api` key; a text body (already in the reader's language, or a thrown text) stays as written.
  const message: ApiMessage =
    response.status >= 500 || !body || body.startsWith("<") ? (STATUS_TEXT[response.status] ?? { text: "Error" }) : { text: body };
  const headers = new Headers(response.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  headers.delete("Content-Length");
  headers.set(API_MESSAGE_HEADER, encodeURIComponent(JSON.stringify(message)));
  return new Response(JSON.stringify({ message: apiMessageIn("en", message) }), { status: response.status, headers });
}

/**
 * An /api JSON error in the reader's language (Accept-Language, or the cookie): its message formatted from the
 * descriptor it was raised with (`apiError`). The private header is removed from every answer, English ones too.
 */
export async function localiseApiError(response: Response, lang: Lang): Promise<Response> {
  const raw = response.headers.get(API_MESSAGE_HEADER);
  if (raw === null) return response;
  const headers = new Headers(response.headers);
  const rawErrors = headers.get(API_ERRORS_HEADER);
  headers.delete(API_MESSAGE_HEADER);
  headers.delete(API_ERRORS_HEADER);
  const init = { status: response.status, statusText: response.statusText, headers };
  const descriptor = lang === "en" || response.status < 400 ? null : storedMessage(raw);
  const body: unknown = descriptor
    ? await response
        .clone()
        .json()
        .catch(() => null)
    : null;
  if (!descriptor || !body || typeof body !== "object" || !("message" in body) || typeof body.message !== "string") {
    return new Response(response.body, init);
  }
  const message = apiMessageIn(lang, descriptor);
  const errors = storedErrors(rawErrors);
  if (message === body.message && !errors) return new Response(response.body, init);
  headers.delete("Content-Length");
  headers.set("Content-Language", lang);
  return new Response(JSON.stringify({ ...body, message, ...(errors ? { errors: fieldErrorsIn(lang, errors) } : {}) }), init);
}

/** Throws the 404 a page's ErrorBoundary (notFoundBoundary) turns into the spec's "X Not Found" panel. */
export function notFound(message = "Not Found"): never {
  throw new Response(message, { status: 404, statusText: "Not Found" });
}

/** The detail pages whose 404 is their own "X Not Found" panel (components/not-found.tsx). */
export type NotFoundKind = "article" | "event" | "business" | "classified" | "job";

/** The panel's words in the reader's language, sent with the 404 itself: the ErrorBoundary has no loader data. */
export type NotFoundPanel = { title: string; text: string; back: string };

/** Each detail page's "X Not Found" panel. */
const NOT_FOUND_WORDS: Record<NotFoundKind, Record<"title" | "text" | "back", Descriptor<"notFound">>> = {
  article: {
    title: /*i18n*/ { id: "notFound.article_title", message: "Article Not Found" },
    text: /*i18n*/ { id: "notFound.article_text", message: "The article you're looking for doesn't exist or has been removed." },
    back: /*i18n*/ { id: "notFound.article_back", message: "Back to News" },
  },
  event: {
    title: /*i18n*/ { id: "notFound.event_title", message: "Event Not Found" },
    text: /*i18n*/ { id: "notFound.event_text", message: "The event you're looking for doesn't exist or has been removed." },
    back: /*i18n*/ { id: "notFound.event_back", message: "Back to Events" },
  },
  business: {
    title: /*i18n*/ { id: "notFound.business_title", message: "Business Not Found" },
    text: /*i18n*/ { id: "notFound.business_text", message: "The business you're looking for doesn't exist or has been removed." },
    back: /*i18n*/ { id: "notFound.business_back", message: "Back to Directory" },
  },
  classified: {
    title: /*i18n*/ { id: "notFound.classified_title", message: "Classified Not Found" },
    text: /*i18n*/ { id: "notFound.classified_text", message: "The ad you're looking for doesn't exist or has been removed." },
    back: /*i18n*/ { id: "notFound.classified_back", message: "Back to Classifieds" },
  },
  job: {
    title: /*i18n*/ { id: "notFound.job_title", message: "Job Not Found" },
    text: /*i18n*/ { id: "notFound.job_text", message: "The job you're looking for doesn't exist or has been removed." },
    back: /*i18n*/ { id: "notFound.job_back", message: "Back to Jobs" },
  },
};

/** A detail page's 404: the panel's words ride in the thrown answer (`error.data.notFound`), in the reader's language. */
export function notFoundPanelResponse(lang: Lang, kind: NotFoundKind): Response {
  const words = NOT_FOUND_WORDS[kind];
  const notFound: NotFoundPanel = {
    title: formatMessage(lang, words.title),
    text: formatMessage(lang, words.text),
    back: formatMessage(lang, words.back),
  };
  return json({ notFound }, { status: 404, statusText: "Not Found" });
}

export function notFoundPanel(lang: Lang, kind: NotFoundKind): never {
  throw notFoundPanelResponse(lang, kind);
}

/** A key of the `badRequest` namespace (the type check refuses any other string). */
export type BadRequestKey = Descriptor<"badRequest">;
/**
 * A 400's words by descriptor (issue 44): a `badRequest` key, another namespace's message, or `{ rule }`, a schema
 * rule's own message, itself a descriptor (lib/i18n/rule.ts).
 */
export type BadRequestMessage = MessageRef | { rule: string };

/** The first rule a schema reported, or the action's own message when it gave none. */
export function firstRule(error: ZodError, fallback: BadRequestKey): BadRequestMessage {
  const rule = error.issues[0]?.message;
  return rule ? { rule } : fallback;
}

/** A 400's words in `lang`. */
export function badRequestIn(lang: Lang, message: BadRequestMessage): string {
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
