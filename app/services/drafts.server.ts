// A form kept across sign-in (issue 31 item 3): a member whose session ended while typing signs in again and finds
// the form filled. The fields wait in KV under a random id for an hour; only the browser holding that id in its
// HttpOnly cookie gets them back, once, on the page it posted from. Files are not kept (docs/decisions/site-shell.md).
import { parse, type SubmissionResult } from "@conform-to/react";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { clearCookie, readCookie, serializeCookie } from "~/lib/cookies.server";

const DRAFT_COOKIE = "draft";
export const DRAFT_TTL_SECONDS = 60 * 60;
/** A longer draft is not kept: an event's description is 10,000 characters at most, far below this. */
const MAX_DRAFT_CHARS = 64 * 1024;
const ID_PATTERN = /^[0-9a-f]{32}$/;

type StoredDraft = { path: string; entries: [string, string][]; expires: number };

const kvKey = (id: string) => `draft:${id}`;

function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Keeps what was posted to `path` (text fields only) and gives this browser the draft's id. Never throws. */
export async function keepDraft(request: Request, context: AppLoadContext, path: string): Promise<void> {
  try {
    if (request.bodyUsed) return;
    const formData = await request.formData();
    const entries: [string, string][] = [];
    for (const [name, value] of formData) {
      // Files are not kept; conform's own intent fields are not the member's typing.
      if (typeof value === "string" && !name.startsWith("__")) entries.push([name, value]);
    }
    if (!entries.some(([, value]) => value.trim() !== "")) return;
    const draft: StoredDraft = { path, entries, expires: context.now().getTime() + DRAFT_TTL_SECONDS * 1000 };
    const text = JSON.stringify(draft);
    if (text.length > MAX_DRAFT_CHARS) return;
    const id = randomId();
    await context.kv.put(kvKey(id), text, { expirationTtl: DRAFT_TTL_SECONDS });
    context.responseCookies.push(serializeCookie(DRAFT_COOKIE, id, { maxAge: DRAFT_TTL_SECONDS }));
  } catch (error) {
    // An unreadable body loses the draft, not the redirect to sign-in.
    console.error("draft not kept", error);
  }
}

/**
 * The draft this browser kept for the page it is opening, as conform's `lastResult` (the fields' values, no errors),
 * or null. A draft is given back once: it is deleted as it is read.
 */
export async function takeDraft(request: Request, context: AppLoadContext): Promise<SubmissionResult<string[]> | null> {
  const id = readCookie(request, DRAFT_COOKIE);
  if (!id) return null;
  if (!ID_PATTERN.test(id)) {
    context.responseCookies.push(clearCookie(DRAFT_COOKIE));
    return null;
  }
  const stored = await context.kv.get<StoredDraft>(kvKey(id), "json");
  const path = new URL(request.url).pathname;
  const expired = !stored || stored.expires <= context.now().getTime();
  if (!expired && stored.path !== path) return null; // kept for another form: it waits there
  context.responseCookies.push(clearCookie(DRAFT_COOKIE));
  if (stored) await context.kv.delete(kvKey(id));
  if (expired) return null;
  const formData = new FormData();
  for (const [name, value] of stored.entries) formData.append(name, value);
  const submission = parse(formData, { resolve: () => ({ value: undefined }) });
  return { initialValue: textOnly(submission.payload) };
}

type Payload<Entry> = Entry | Payload<Entry>[] | { [key: string]: Payload<Entry> };

/** The parsed draft as text: it was kept from text fields only, so a File cannot occur; one would read as "". */
function textOnly(payload: Record<string, Payload<FormDataEntryValue>>): Record<string, Payload<string>> {
  const text = (p: Payload<FormDataEntryValue>): Payload<string> =>
    typeof p === "string" ? p : p instanceof File ? "" : Array.isArray(p) ? p.map(text) : textOnly(p);
  return Object.fromEntries(Object.entries(payload).map(([k, v]) => [k, text(v)]));
}
