// The weekly letter (issue 32 §1): double opt-in subscriptions, the weekly issue the cron makes and fans out through
// Cloudflare Queues (one message per 100 readers), each batch sent through Resend's batch API, and the signed
// webhook that suppresses bounced and complained addresses. Every reader gets an issue once: the send is recorded
// (issue, reader) and claimed before the mail goes (models/letter-issues.server.ts, docs/decisions/reaching-residents.md).
import { encodeHexLowerCase } from "@oslojs/encoding";
import type { AppLoadContext } from "@remix-run/cloudflare";
import { formatInTown } from "~/lib/dates";
import { handleOf } from "~/lib/fediverse";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { storedLang, type Lang } from "~/lib/i18n/lang";
import {
  LETTER_TOPICS,
  applyLetterDraft,
  keepLetterItems,
  latestSlot,
  letterItemId,
  letterSectionOrder,
  letterItemIds,
  mailsBatchBody,
  letterSubject,
  letterWords,
  manageUrlFor,
  townDate,
  type LetterContent,
  type LetterMessage,
  type LetterTopic,
  type PreparedLetterMail,
} from "~/lib/letter";
import { letterBatchBody, prepareLetterBatch, type LetterRenders } from "~/lib/letter-mail.server";
import { one } from "~/lib/rows";
import { postalAddressFor } from "~/lib/towns";
import { isFederationEnabled } from "~/models/fediverse.server";
import {
  claimLetterRange,
  clearLetterDraft,
  confirmSubscriber,
  createIssue,
  findByConfirmToken,
  findSubscriberByEmail,
  getIssue,
  getIssueByDate,
  getLetterDraft,
  getLetterSchedule,
  isSuppressed,
  isWeekSkipped,
  letterNumbers,
  saveLetterDraft,
  setWeekSkipped,
  issueMadeSince,
  listIssues,
  listIssuesWithLeads,
  listShownLetterItems,
  listRecipientRanges,
  loadLetterSections,
  markClaimSent,
  markIssueQueued,
  recordBatchAttempt,
  recordLetterBatches,
  recordMailEvent,
  recordSubscribeRequest,
  releaseClaim,
  saveMemberTopics,
  suppressAddresses,
  findSubscriberForMember,
  type LetterIssue,
} from "~/models/letter-issues.server";
import { insertOutboxMails } from "~/models/mail-messages.server";
import { generateSessionToken, sessionIdFromToken } from "~/models/session.server";
import { sendMail } from "~/services/mail.server";

type LetterContext = Pick<AppLoadContext, "db" | "env" | "now" | "siteUrl" | "siteConfig" | "letterQueue"> & {
  ctx?: Pick<ExecutionContext, "waitUntil">;
};

/** Readers per queue message: Resend's batch API takes at most 100 mails a call. */
export const LETTER_BATCH_SIZE = 100;
/** Messages per Queue.sendBatch call (the platform's limit). */
const QUEUE_SEND_BATCH = 100;
const CONFIRM_LIFETIME_MS = 7 * 24 * 3600 * 1000;
/** A second request for the same address within this time sends no second mail (the answer is the same). */
const CONFIRM_RESEND_MS = 10 * 60 * 1000;
const DAY_MS = 24 * 3600 * 1000;
const DEFAULT_API_BASE = "https://api.resend.com";
const DEFAULT_FROM = "Greenwood Community Hub <hello@greenwood.example>";

// --- Subscribing

/**
 * A request to subscribe from /subscribe. Whatever the address (new, pending, confirmed, suppressed), the caller shows
 * the same answer; a mail with the confirm link goes unless the address is suppressed or was sent one just now.
 */
export async function requestSubscription(context: LetterContext, input: { email: string; topics: LetterTopic[]; lang: Lang }) {
  const email = input.email.trim().toLowerCase();
  const now = context.now();
  if (await isSuppressed(context.db, email)) return;
  const existing = await findSubscriberByEmail(context.db, email);
  if (existing?.confirmSentAt && now.getTime() - existing.confirmSentAt.getTime() < CONFIRM_RESEND_MS) return;
  const token = generateSessionToken();
  await recordSubscribeRequest(context.db, {
    email,
    topics: input.topics,
    confirmTokenHash: sessionIdFromToken(token),
    manageToken: existing?.manageToken ?? generateSessionToken(),
    lang: storedLang(input.lang),
    now,
    expiresAt: new Date(now.getTime() + CONFIRM_LIFETIME_MS),
  });
  const { siteName } = await context.siteConfig();
  const link = `${context.siteUrl}/subscribe/confirm?token=${token}`;
  await sendMail(context, {
    lang: input.lang,
    kind: "letter-confirm",
    to: email,
    subject: formatMessage(
      input.lang,
      /*i18n*/ { id: "mail.letterConfirmSubject", message: "Confirm your subscription to the {site} weekly letter" },
      { site: siteName },
    ),
    text: formatMessage(
      input.lang,
      /*i18n*/ {
        id: "mail.letterConfirmBody",
        message:
          "Someone (we hope you) asked to get the {site} weekly letter at this address.\n\nTo confirm, open this link and press the button: {link}\n\nIf it wasn't you, ignore this mail: nothing is sent until the button is pressed.",
      },
      { site: siteName, link },
    ),
  });
}

export async function findConfirmation(context: Pick<AppLoadContext, "db" | "now">, token: string) {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  return findByConfirmToken(context.db, sessionIdFromToken(token), context.now());
}

/** The confirm button's POST: null when the link is unknown, used or expired. */
export async function confirmSubscription(context: Pick<AppLoadContext, "db" | "now" | "lang">, token: string) {
  if (!/^[a-z2-7]{32}$/.test(token)) return null;
  return confirmSubscriber(context.db, sessionIdFromToken(token), context.now(), storedLang(context.lang));
}

export async function memberLetterTopics(context: Pick<AppLoadContext, "db">, user: { id: string; email: string }) {
  const row = await findSubscriberForMember(context.db, user);
  return row && row.status === "confirmed" ? row.topics : [];
}

export async function saveMemberLetterTopics(
  context: Pick<AppLoadContext, "db" | "now" | "lang">,
  user: { id: string; email: string },
  topics: LetterTopic[],
) {
  const existing = await findSubscriberForMember(context.db, user);
  await saveMemberTopics(context.db, user, topics, existing?.manageToken ?? generateSessionToken(), context.now(), storedLang(context.lang));
}

/**
 * When the letter comes, in the reader's words and the town's zone ("It comes every Thursday at 7:00 AM (Eastern
 * Time)."), from the schedule the hourly cron follows (/admin/settings), and the latest issue's date as a sample.
 */
export async function letterTimetable(context: Pick<AppLoadContext, "db" | "now" | "lang">) {
  const [schedule, [latest]] = await Promise.all([getLetterSchedule(context.db), listIssues(context.db, 1)]);
  // The next slot: the latest one at or before a week from now is always after now.
  const next = latestSlot(new Date(context.now().getTime() + 7 * DAY_MS), schedule).at;
  return {
    when: formatMessage(
      context.lang,
      /*i18n*/ { id: "letterPages.comesEvery", message: "It comes every {weekday} at {time} ({zone})." },
      {
        weekday: formatInTown(context.lang, next, "weekday"),
        time: formatInTown(context.lang, next, "time"),
        zone: formatInTown(context.lang, next, "zoneName"),
      },
    ),
    sample: latest?.date ?? null,
  };
}

/** Headlines an archive entry shows at most. */
const HEADLINES = 3;

/**
 * The archive (/letters and its Atom feed): each issue with its first headlines in the letter's order (the pinned
 * item's section first), less what moderation has taken down since, as the issue's page shows it. Two round trips.
 */
export async function listLetterArchive(context: Pick<AppLoadContext, "db">, limit = 52) {
  const issues = await listIssuesWithLeads(context.db, limit);
  const ids = Object.fromEntries(LETTER_TOPICS.map((t) => [t, [] as string[]])) as Record<LetterTopic, string[]>;
  for (const issue of issues)
    for (const t of LETTER_TOPICS)
      for (const item of issue.items[t]) {
        const id = letterItemId(t, item.url);
        if (id !== null) ids[t].push(id);
      }
  const shown = await listShownLetterItems(context.db, ids);
  return issues.map((issue) => ({
    date: issue.date,
    subject: issue.subject,
    updated: issue.updated,
    headlines: letterSectionOrder(issue)
      .flatMap((t) =>
        issue.items[t].filter((i) => {
          const id = letterItemId(t, i.url);
          return id !== null && shown[t].has(id);
        }),
      )
      .slice(0, HEADLINES),
  }));
}

// --- The issue

/** The letter's content at `now` (the admin preview, and the snapshot an issue keeps). */
export async function buildLetterContent(
  context: Pick<AppLoadContext, "db" | "siteConfig">,
  now: Date,
  date = townDate(now),
): Promise<LetterContent> {
  const { siteName } = await context.siteConfig();
  return { date, title: letterSubject(siteName, date), ...(await loadLetterSections(context.db, now)) };
}

/**
 * An issue's content as it may be shown now: the items moderation has since removed, hidden or had reported drop out
 * (the one rule in models/letter-issues.server.ts). Every letter sent and every archive page goes through it.
 */
export async function letterContentNow(context: Pick<AppLoadContext, "db">, content: LetterContent): Promise<LetterContent> {
  return keepLetterItems(content, await listShownLetterItems(context.db, letterItemIds(content)));
}

export async function letterRenderInput(context: Pick<AppLoadContext, "db" | "siteUrl" | "siteConfig">, content: LetterContent) {
  const [config, federating] = await Promise.all([context.siteConfig(), isFederationEnabled(context.db)]);
  // Every language's words: each reader's letter is rendered in their own (lib/letter-mail.server.tsx keys the renders by it).
  const languages = {
    en: letterWords(messagesFor("en", "letter")),
    es: letterWords(messagesFor("es", "letter")),
    pseudo: letterWords(messagesFor("pseudo", "letter")),
  };
  return {
    content,
    siteName: config.siteName,
    siteUrl: context.siteUrl,
    subject: content.title,
    languages,
    // The masthead in the site's colours and the footer's postal address (CAN-SPAM), as /admin/settings has them.
    colors: config.colors,
    postalAddress: postalAddressFor(config),
    // While federation is on, the footer names the handles and links /follow (issue 47).
    fediverse: federating ? { events: handleOf("events", context.siteUrl), news: handleOf("news", context.siteUrl) } : null,
  };
}

/**
 * The hourly cron: when the latest scheduled slot is under a day old and has no issue yet, makes the issue and queues
 * its readers. A second run (the cron fired twice) finds the issue queued and does nothing; were it to queue again,
 * the send records still let no reader be mailed twice.
 */
export async function sendDueLetter(context: LetterContext): Promise<{ letterIssueQueued: number; letterMessages: number }> {
  const now = context.now();
  const slot = latestSlot(now, await getLetterSchedule(context.db));
  if (now.getTime() - slot.at.getTime() >= DAY_MS) return { letterIssueQueued: 0, letterMessages: 0 };
  let issue = await getIssueByDate(context.db, slot.date);
  if (!issue) {
    // The admin moved the day after this week's issue went (or sent it early with "Send now"): the next one waits for
    // next week. An editor's "Skip this week" makes no issue for the slot.
    if (await issueMadeSince(context.db, new Date(now.getTime() - 6 * DAY_MS))) return { letterIssueQueued: 0, letterMessages: 0 };
    if (await isWeekSkipped(context.db, slot.date)) return { letterIssueQueued: 0, letterMessages: 0 };
    issue = await makeEditedIssue(context, slot.date);
  }
  if (issue.queuedAt) return { letterIssueQueued: 0, letterMessages: 0 };
  const queued = await queueIssue(context, issue);
  await markIssueQueued(context.db, issue.id, now);
  return { letterIssueQueued: 1, letterMessages: queued };
}

/** The issue of `date` made now with the editor's draft (note, dropped and pinned items); the draft is then cleared. */
async function makeEditedIssue(context: LetterContext, date: string): Promise<LetterIssue> {
  const now = context.now();
  const [content, draft] = await Promise.all([buildLetterContent(context, now, date), getLetterDraft(context.db)]);
  const issue = await createIssue(context.db, { date, subject: content.title, content: applyLetterDraft(content, draft) }, now);
  await clearLetterDraft(context.db);
  return issue;
}

/**
 * "Send now": today's issue made with the draft and queued. Refused (false) when an issue of today was already
 * queued. The cron then sends no second issue within the week (issueMadeSince).
 */
export async function sendLetterNow(context: LetterContext): Promise<boolean> {
  const now = context.now();
  const date = townDate(now);
  const issue = (await getIssueByDate(context.db, date)) ?? (await makeEditedIssue(context, date));
  if (issue.queuedAt) return false;
  await queueIssue(context, issue);
  await markIssueQueued(context.db, issue.id, now);
  return true;
}

/**
 * The date of the issue the cron makes next: the latest slot while it is under a day old and unmade, else the next
 * one (or the one after, when an issue went within the six days before it).
 */
export async function upcomingLetterDate(context: Pick<AppLoadContext, "db" | "now">): Promise<string> {
  const now = context.now();
  const schedule = await getLetterSchedule(context.db);
  const latest = latestSlot(now, schedule);
  const open = now.getTime() - latest.at.getTime() < DAY_MS && !(await getIssueByDate(context.db, latest.date));
  const slot = open ? latest : latestSlot(new Date(now.getTime() + 7 * DAY_MS), schedule);
  // An issue sent early ("Send now") within six days before the slot stands for it: the cron sends the week after.
  if (await issueMadeSince(context.db, new Date(slot.at.getTime() - 6 * DAY_MS)))
    return latestSlot(new Date(slot.at.getTime() + 7 * DAY_MS), schedule).date;
  return slot.date;
}

async function queueIssue(context: LetterContext, issue: LetterIssue): Promise<number> {
  const ranges = await listRecipientRanges(context.db, LETTER_BATCH_SIZE);
  await recordLetterBatches(context.db, issue.id, ranges, context.now());
  const messages: LetterMessage[] = ranges.map((r) => ({ kind: "letter", issueId: issue.id, ...r }));
  const queue = context.letterQueue;
  if (!queue) {
    // No queue bound (a misconfigured deploy): send in this invocation, which the subrequest limit bounds.
    for (const m of messages) await sendLetterRange(context, m);
    return messages.length;
  }
  for (let i = 0; i < messages.length; i += QUEUE_SEND_BATCH) {
    await queue.sendBatch(messages.slice(i, i + QUEUE_SEND_BATCH).map((body) => ({ body, contentType: "json" as const })));
  }
  return messages.length;
}

export type RangeResult = { ok: true; sent: number } | { ok: false; error: string };

/**
 * The issue being sent, rendered, in this isolate's memory: the letter is the same for every reader of a set of
 * topics, so a batch after the first fills in only its readers (the bench's CPU per batch, docs/bench.md). An issue's
 * content is fixed once made, less the items moderation takes down meanwhile (part of the key); one is kept at a time.
 */
let isolateRenders: { key: string; renders: LetterRenders } | undefined;
function rendersOf(key: string): LetterRenders {
  if (isolateRenders?.key !== key) isolateRenders = { key, renders: new Map() };
  return isolateRenders.renders;
}

/** One queue message: claims the range's unsent readers, sends them in one provider batch, records the outcome. */
export async function sendLetterRange(context: LetterContext, message: LetterMessage): Promise<RangeResult> {
  const issue = await getIssue(context.db, message.issueId);
  if (!issue) return { ok: true, sent: 0 };
  const claim = crypto.randomUUID();
  const now = context.now();
  const recipients = await claimLetterRange(context.db, { issueId: issue.id, fromId: message.fromId, toId: message.toId, claim, now });
  if (!recipients.length) return { ok: true, sent: 0 };
  const content = await letterContentNow(context, issue.content);
  const input = await letterRenderInput(context, content);
  // The items still shown are part of the key: a batch after a moderator's removal renders without it.
  const kept = LETTER_TOPICS.flatMap((t) => content[t].map((i) => i.url));
  const renders = rendersOf(JSON.stringify([issue.id, issue.subject, input.siteUrl, input.siteName, kept, input.fediverse]));
  if (!context.env.RESEND_API_KEY) {
    const mails = prepareLetterBatch(input, recipients, renders);
    // No provider (npm start, development): the mails go to the outbox at /admin/outbox, as every other mail does.
    await keepInOutbox(context, "letter", mails, now);
    await markClaimSent(context.db, claim, now);
    await recordBatchAttempt(context.db, message, null, now);
    return { ok: true, sent: mails.length };
  }
  const idempotencyKey = `letter-${issue.id}-${await digest(recipients.map((r) => r.id).join(","))}`;
  // Each mail is tagged with its issue: the provider's bounce and complaint events carry the tag back (handleMailEvent).
  const tagged = { ...input, tags: [{ name: LETTER_ISSUE_TAG, value: String(issue.id) }] };
  const body = letterBatchBody(context.env.MAIL_FROM ?? DEFAULT_FROM, tagged, recipients, renders);
  const failure = await postBatch(context, body, idempotencyKey);
  await recordBatchAttempt(context.db, message, failure, now);
  if (failure) {
    await releaseClaim(context.db, claim);
    return { ok: false, error: failure };
  }
  await markClaimSent(context.db, claim, now);
  return { ok: true, sent: recipients.length };
}

export async function digest(text: string) {
  return encodeHexLowerCase(new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))).slice(0, 32);
}

/** Batch mails written to the outbox at /admin/outbox instead of sent (no provider: npm start, development). */
export async function keepInOutbox(context: Pick<AppLoadContext, "db">, kind: string, mails: readonly PreparedLetterMail[], now: Date) {
  await insertOutboxMails(
    context.db,
    mails.map((m) => ({
      kind,
      toAddress: m.to,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
      headers: m.headers,
      status: "outbox" as const,
      createdAt: now,
    })),
  );
}

/** Mails already made (the alerts' digests) in one call to the provider's batch API. */
export const postMailBatch = (context: Pick<AppLoadContext, "env">, mails: readonly PreparedLetterMail[], idempotencyKey: string) =>
  postBatch(context, mailsBatchBody(context.env.MAIL_FROM ?? DEFAULT_FROM, mails), idempotencyKey);

/** POST /emails/batch (Resend): up to 100 mails in one call (letterBatchBody). Returns an error text, or null when accepted. */
async function postBatch(context: Pick<AppLoadContext, "env">, body: string, idempotencyKey: string): Promise<string | null> {
  try {
    const res = await fetch(`${(context.env.MAIL_API_BASE ?? DEFAULT_API_BASE).replace(/\/$/, "")}/emails/batch`, {
      method: "POST",
      headers: { Authorization: `Bearer ${context.env.RESEND_API_KEY}`, "Content-Type": "application/json", "Idempotency-Key": idempotencyKey },
      body,
      signal: AbortSignal.timeout(20_000),
    });
    if (!res.ok) return `HTTP ${res.status}: ${(await res.text()).slice(0, 200)}`;
    await res.body?.cancel();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** "Send me a test": the next issue as it stands now, to the admin, with their own (inert) footer link. */
export async function sendTestLetter(context: LetterContext, to: string) {
  const content = await buildLetterContent(context, context.now());
  const mail = one(
    prepareLetterBatch(await letterRenderInput(context, content), [
      { id: 0, email: to, topics: ["news", "events", "businesses", "classifieds", "jobs"], manageToken: "test" },
    ]),
    "the test letter",
  );
  await sendMail(context, { kind: "letter-test", to, subject: `[Test] ${mail.subject}`, text: mail.text, html: mail.html });
}

// --- The editor's side (/admin/letter, issue 42)

/**
 * What the editor sees: the next letter's content as it stands now, the draft's changes and the content with them,
 * the date it goes (and whether that week is skipped), and the numbers (one batched round trip).
 */
export async function letterEditorView(context: Pick<AppLoadContext, "db" | "now" | "siteConfig">) {
  const [content, draft, upcoming, numbers] = await Promise.all([
    buildLetterContent(context, context.now()),
    getLetterDraft(context.db),
    upcomingLetterDate(context),
    letterNumbers(context.db),
  ]);
  return { content, draft, edited: applyLetterDraft(content, draft), upcoming, skipped: await isWeekSkipped(context.db, upcoming), numbers };
}

type Editor = { id: string };

export async function saveEditorNote(context: Pick<AppLoadContext, "db" | "now">, editor: Editor, note: string) {
  await saveLetterDraft(context.db, { editorNote: note }, editor.id, context.now());
}

/** Drops an item (its link) from the next letter, or puts it back; a dropped item is no longer pinned. */
export async function dropLetterItem(context: Pick<AppLoadContext, "db" | "now">, editor: Editor, url: string, drop: boolean) {
  const draft = await getLetterDraft(context.db);
  const dropped = drop ? [...new Set([...draft.dropped, url])] : draft.dropped.filter((u) => u !== url);
  await saveLetterDraft(context.db, { dropped, ...(drop && draft.pinned === url ? { pinned: null } : {}) }, editor.id, context.now());
}

/** Pins an item first (one at a time), or unpins (null); a pinned item is not dropped. */
export async function pinLetterItem(context: Pick<AppLoadContext, "db" | "now">, editor: Editor, url: string | null) {
  const draft = await getLetterDraft(context.db);
  await saveLetterDraft(context.db, { pinned: url, dropped: draft.dropped.filter((u) => u !== url) }, editor.id, context.now());
}

/** "Skip this week" (or undo it) for the issue the cron makes next; the draft waits for the week after. */
export async function skipUpcomingLetter(context: Pick<AppLoadContext, "db" | "now">, editor: Editor, skip: boolean): Promise<string> {
  const date = await upcomingLetterDate(context);
  await setWeekSkipped(context.db, date, skip, editor.id, context.now());
  return date;
}

export const manageLinkFor = (context: Pick<AppLoadContext, "siteUrl">, token: string) => manageUrlFor(context.siteUrl, token);

// --- The provider's webhook (Resend signs with Svix: HMAC-SHA256 over "id.timestamp.body", base64, "v1,<sig>")

const WEBHOOK_TOLERANCE_S = 5 * 60;

function base64Bytes(value: string): Uint8Array<ArrayBuffer> | null {
  try {
    const binary = atob(value);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    return bytes;
  } catch {
    return null;
  }
}

/** True when the headers carry a valid signature of `body` by `secret` ("whsec_<base64>") made within 5 minutes. */
export async function verifyMailWebhook(secret: string, headers: Headers, body: string, now: Date): Promise<boolean> {
  const id = headers.get("svix-id");
  const timestamp = headers.get("svix-timestamp");
  const signatures = headers.get("svix-signature");
  if (!id || !timestamp || !signatures || !/^\d{1,12}$/.test(timestamp)) return false;
  if (Math.abs(now.getTime() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_S) return false;
  const keyBytes = base64Bytes(secret.replace(/^whsec_/, ""));
  if (!keyBytes) return false;
  const key = await crypto.subtle.importKey("raw", keyBytes, { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);
  const signed = new TextEncoder().encode(`${id}.${timestamp}.${body}`);
  for (const part of signatures.split(" ")) {
    const [version, value] = part.split(",", 2);
    const sig = version === "v1" && value ? base64Bytes(value) : null;
    if (sig && (await crypto.subtle.verify("HMAC", key, sig, signed))) return true;
  }
  return false;
}

/** The tag each letter mail carries (Resend's tags: ASCII letters, digits, _ and -): the issue's id. */
export const LETTER_ISSUE_TAG = "letter_issue";

/** The issue id a webhook event's tags name: Resend sends them as an object ({name: value}) or a list of {name, value}. */
function taggedIssue(tags: unknown): number | null {
  const value = Array.isArray(tags)
    ? (tags.find((t: { name?: unknown }) => t && t.name === LETTER_ISSUE_TAG) as { value?: unknown } | undefined)?.value
    : tags && typeof tags === "object"
      ? (tags as Record<string, unknown>)[LETTER_ISSUE_TAG]
      : null;
  return typeof value === "string" && /^\d{1,12}$/.test(value) ? Number(value) : null;
}

/**
 * A verified event: bounces and complaints suppress their addresses and are counted on the letter issue their mail's
 * tag names (once per webhook message id, `eventId`: Svix delivers a message again when an answer is lost). Returns
 * the addresses suppressed.
 */
export async function handleMailEvent(context: Pick<AppLoadContext, "db" | "now">, event: unknown, eventId?: string | null): Promise<string[]> {
  if (!event || typeof event !== "object") return [];
  const { type, data } = event as { type?: unknown; data?: { to?: unknown; email_id?: unknown; tags?: unknown } };
  const reason = type === "email.bounced" ? "bounced" : type === "email.complained" ? "complained" : null;
  if (!reason || !data) return [];
  const to = Array.isArray(data.to) ? data.to : typeof data.to === "string" ? [data.to] : [];
  const emails = to.filter((e): e is string => typeof e === "string" && e.includes("@") && e.length <= 320).map((e) => e.toLowerCase());
  await suppressAddresses(context.db, emails, reason, context.now());
  if (eventId) {
    const emailId = typeof data.email_id === "string" ? data.email_id.slice(0, 200) : null;
    const issueId = taggedIssue(data.tags);
    await recordMailEvent(context.db, { id: eventId.slice(0, 200), type: reason, emailId, issueId, email: emails[0] ?? null }, context.now());
  }
  return emails;
}
