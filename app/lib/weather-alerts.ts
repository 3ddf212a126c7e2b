// The National Weather Service alert lifecycle (CAP 1.2 as api.weather.gov serves it): which alerts are live now.
// A thread is an Alert and the Updates and Cancels that follow it, linked by `references` (each later message names
// the ones it replaces) and by `replacedBy` (the service's pointer from a message to its successor). Only the newest
// message of a thread is shown; a thread whose newest message is a Cancel (or whose VTEC says CAN/EXP everywhere)
// shows nothing. A message is shown until its hazard's `ends` (else its own `expires`): the NWS documents `expires` as
// the message's end, so one past `expires` whose hazard goes on is shown "update pending" until `ends`, a newer message
// of its thread or a Cancel (docs/decisions/weather-and-alerts.md). Pure: no fetch, no clock of its own.
import { z } from "~/lib/zod";

export type Severity = "Extreme" | "Severe" | "Moderate" | "Minor" | "Unknown";
export const SEVERITIES: readonly Severity[] = ["Extreme", "Severe", "Moderate", "Minor", "Unknown"];

/** One message of the alerts answer, as much of it as the lifecycle and the pages need. */
export type AlertMessage = {
  id: string;
  messageType: string;
  status: string;
  sent: string | null;
  onset: string | null;
  expires: string | null;
  ends: string | null;
  /** Identifiers of the earlier messages this one updates or cancels. */
  references: string[];
  /** Identifier of the later message that replaced this one, when the service has one. */
  replacedBy: string | null;
  /** VTEC strings, e.g. "/O.CAN.KMOB.TO.A.0641.000000T0000Z-251126T0000Z/". */
  vtec: string[];
  event: string;
  headline: string;
  severity: Severity;
  areaDesc: string;
  description: string;
  instruction: string;
};

/** An alert as the pages show it. */
export type WeatherAlert = {
  id: string;
  /** A short, stable anchor on /alerts. */
  slug: string;
  event: string;
  headline: string;
  severity: Severity;
  /** ISO date the alert ends (ends, else expires), or null when open-ended. */
  until: string | null;
  /** Its message has expired but its hazard goes on (`expires` past, `ends` ahead): a newer message is due. */
  updatePending: boolean;
  areaDesc: string;
  description: string;
  instruction: string;
};

/**
 * An alert as the strip and /alerts show it: with `untilText`, until when in the reader's words and the town's zone
 * ("Mon 6:00 PM", lib/dates.ts's style `until`), written on the server (services/weather.server.ts `getShownAlerts`, so
 * the shell's JavaScript carries no date code), or null for an open-ended alert.
 */
export type ShownAlert = WeatherAlert & { untilText: string | null };

/** The most messages read from one answer, and the most alerts shown. */
const MAX_MESSAGES = 200;
export const MAX_ALERTS = 10;

const bounded = (max: number) =>
  z
    .string()
    .nullish()
    .catch(null)
    .transform((s) => (s ?? "").slice(0, max));
const optionalText = z.string().max(100).nullish().catch(null);

/** "https://api.weather.gov/alerts/urn:oid:…" and "urn:oid:…" name the same message. */
export function alertIdOf(value: string): string {
  const trimmed = value.trim();
  const tail = /\/alerts\/([^/?#]+)\/?(?:[?#].*)?$/.exec(trimmed)?.[1] ?? trimmed;
  try {
    return decodeURIComponent(tail);
  } catch {
    return tail;
  }
}

// GeoJSON gives references as objects; CAP XML (and some mirrors) as "sender,identifier,sent sender,identifier,sent".
const referencesSchema = z
  .union([
    z.array(z.object({ identifier: z.string().max(300).optional(), "@id": z.string().max(400).optional() }).passthrough()),
    z.string().max(10_000),
  ])
  .nullish()
  .catch(null)
  .transform((refs): string[] => {
    if (!refs) return [];
    if (typeof refs === "string") {
      return refs
        .split(/\s+/)
        .map((triple) => triple.split(",")[1])
        .filter((id): id is string => Boolean(id))
        .map(alertIdOf);
    }
    return refs.flatMap((r) => {
      const id = r.identifier ?? r["@id"];
      return id ? [alertIdOf(id)] : [];
    });
  });

const messageSchema = z.object({
  id: z.string().min(1).max(400).transform(alertIdOf),
  // api.weather.gov names it messageType; CAP itself msgType.
  messageType: optionalText,
  msgType: optionalText,
  status: optionalText,
  sent: optionalText,
  effective: optionalText,
  onset: optionalText,
  expires: optionalText,
  ends: optionalText,
  references: referencesSchema,
  replacedBy: z.string().max(400).nullish().catch(null),
  parameters: z
    .object({ VTEC: z.array(z.string().max(200)).max(20).optional() })
    .passthrough()
    .nullish()
    .catch(null),
  event: bounded(120),
  headline: bounded(500),
  severity: z
    .string()
    .nullish()
    .catch(null)
    .transform((s): Severity => (SEVERITIES.includes(s as Severity) ? (s as Severity) : "Unknown")),
  areaDesc: bounded(1000),
  description: bounded(10_000),
  instruction: bounded(5000),
});

const answerSchema = z.object({ features: z.array(z.object({ properties: z.unknown() }).passthrough()) });

/** The messages of an alerts answer (GeoJSON FeatureCollection); null when the answer is not one. */
export function parseAlertMessages(answer: unknown): AlertMessage[] | null {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) return null;
  const messages: AlertMessage[] = [];
  for (const feature of parsed.data.features.slice(0, MAX_MESSAGES)) {
    const m = messageSchema.safeParse(feature.properties);
    if (!m.success) continue; // one unreadable message must not hide the others
    const p = m.data;
    messages.push({
      id: p.id,
      messageType: p.messageType ?? p.msgType ?? "Alert",
      status: p.status ?? "Actual",
      sent: p.sent ?? null,
      onset: p.onset ?? p.effective ?? null,
      expires: p.expires ?? null,
      ends: p.ends ?? null,
      references: p.references,
      replacedBy: p.replacedBy ? alertIdOf(p.replacedBy) : null,
      vtec: p.parameters?.VTEC ?? [],
      event: p.event,
      headline: p.headline,
      severity: p.severity,
      areaDesc: p.areaDesc,
      description: p.description,
      instruction: p.instruction,
    });
  }
  return messages;
}

const time = (iso: string | null): number | null => {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : t;
};

/** A Cancel, or a message whose every VTEC action ends its event (CAN cancelled, EXP expired). */
function endsThread(m: AlertMessage): boolean {
  if (m.messageType === "Cancel") return true;
  const actions = m.vtec.map((v) => /^\/[OTEX]\.([A-Z]{3})\./.exec(v)?.[1]).filter(Boolean);
  return actions.length > 0 && actions.every((a) => a === "CAN" || a === "EXP");
}

/** Threads of messages: one group per Alert and everything that references it or replaces it. */
function threadsOf(messages: AlertMessage[]): AlertMessage[][] {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let root = id;
    for (let up = parent.get(root); up !== undefined && up !== root; up = parent.get(root)) root = up;
    parent.set(id, root);
    return root;
  };
  const join = (a: string, b: string) => {
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) parent.set(ra, rb);
  };
  for (const m of messages) {
    find(m.id);
    for (const ref of m.references) join(m.id, ref);
    if (m.replacedBy) join(m.id, m.replacedBy);
  }
  const threads = new Map<string, AlertMessage[]>();
  for (const m of messages) {
    const root = find(m.id);
    threads.set(root, [...(threads.get(root) ?? []), m]);
  }
  return [...threads.values()];
}

/** The newest message of a thread: one nothing else in the thread replaces, latest sent; a Cancel wins a tie. */
function newestOf(thread: AlertMessage[]): AlertMessage | null {
  const replaced = new Set(thread.flatMap((m) => m.references));
  const heads = thread.filter((m) => !replaced.has(m.id) && !m.replacedBy);
  if (heads.length === 0) return null; // every message here has been replaced, by one this answer does not hold
  return heads.reduce((best, m) => {
    const a = time(best.sent) ?? -Infinity;
    const b = time(m.sent) ?? -Infinity;
    if (b !== a) return b > a ? m : best;
    return endsThread(m) && !endsThread(best) ? m : best;
  });
}

/** When the alert stops being shown: its hazard's end when the NWS gives one, else its message's expiry. */
function liveUntil(m: AlertMessage): number | null {
  return time(m.ends) ?? time(m.expires);
}

function slugOf(id: string): string {
  return `alert-${id
    .replace(/[^A-Za-z0-9]+/g, "-")
    .slice(-40)
    .replace(/^-+/, "")}`;
}

/** The live threads at `now` with the message shown for each, in the order the pages show them. */
function liveThreads(messages: readonly AlertMessage[], at: number): { newest: AlertMessage; thread: AlertMessage[] }[] {
  const unique = [...new Map(messages.map((m) => [m.id, m])).values()];
  const shown: { newest: AlertMessage; thread: AlertMessage[] }[] = [];
  for (const thread of threadsOf(unique)) {
    const newest = newestOf(thread);
    if (!newest || endsThread(newest) || newest.status !== "Actual" || !newest.event) continue;
    const until = liveUntil(newest);
    if (until !== null && until <= at) continue;
    shown.push({ newest, thread });
  }
  const onset = (m: AlertMessage) => time(m.onset) ?? time(m.sent) ?? Infinity;
  shown.sort(
    ({ newest: a }, { newest: b }) =>
      SEVERITIES.indexOf(a.severity) - SEVERITIES.indexOf(b.severity) || onset(a) - onset(b) || a.id.localeCompare(b.id),
  );
  return shown.slice(0, MAX_ALERTS);
}

function shownAlert(m: AlertMessage, at: number): WeatherAlert {
  const until = liveUntil(m);
  const expires = time(m.expires);
  return {
    id: m.id,
    slug: slugOf(m.id),
    event: m.event,
    headline: m.headline || m.event,
    severity: m.severity,
    until: until === null ? null : new Date(until).toISOString(),
    updatePending: expires !== null && expires <= at,
    areaDesc: m.areaDesc,
    description: m.description,
    instruction: m.instruction,
  };
}

/**
 * The alerts to show at `now`: the newest message of each live thread (never a thread twice), none for a cancelled
 * thread, none past its ends (or, without one, its expires), none that is not an actual alert; most severe first, then
 * soonest onset. One past its expires but not its ends is marked updatePending.
 */
export function currentAlerts(messages: readonly AlertMessage[], now: Date | number): WeatherAlert[] {
  const at = typeof now === "number" ? now : now.getTime();
  return liveThreads(messages, at).map(({ newest }) => shownAlert(newest, at));
}

/** NWS names its Warning-level products "… Warning" (Tornado Warning, Flash Flood Warning); Watches and Advisories are not. */
export function isWarning(event: string): boolean {
  return /\bWarning$/i.test(event.trim());
}

/**
 * The live Warning-level threads at `now`, each with every message id it is known by (its messages and the ones they
 * reference): a thread is new only when none of these ids was pushed before, so an Update is not a new warning.
 */
export function currentWarningThreads(messages: readonly AlertMessage[], now: Date | number): { alert: WeatherAlert; messageIds: string[] }[] {
  const at = typeof now === "number" ? now : now.getTime();
  return liveThreads(messages, at)
    .filter(({ newest }) => isWarning(newest.event))
    .map(({ newest, thread }) => ({
      alert: shownAlert(newest, at),
      messageIds: [...new Set(thread.flatMap((m) => [m.id, ...m.references, ...(m.replacedBy ? [m.replacedBy] : [])]))],
    }));
}
