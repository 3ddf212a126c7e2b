// Loopback stand-ins for the Web Push tests (push.test, warnings.test): the site's VAPID key pair, an RFC 8030 push
// service, and NWS alert messages in api.weather.gov's GeoJSON shape.
import { generateKeyPairSync } from "node:crypto";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

/** The site's VAPID key pair, as `npm run vapid-keys` prints it: the public key raw (base64url), the private key's d. */
export function vapidKeys() {
  const jwk = generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" });
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error("a P-256 JWK without x, y or d");
  const publicKey = Buffer.concat([Buffer.from([4]), Buffer.from(jwk.x, "base64url"), Buffer.from(jwk.y, "base64url")]).toString("base64url");
  return { publicKey, privateKey: jwk.d, jwk };
}

export type PushReceived = { path: string; headers: IncomingHttpHeaders; body: Buffer; at: number };
type Answer = { status: number; retryAfter?: string };

/**
 * RFC 8030 §5: a push service answers 201 Created with a Location. A test may set, per path, answers given in turn
 * (`answers`, with Retry-After), an answer given always (`status`), or a number of 500s before it accepts (`failures`).
 */
export async function startPushService() {
  const state = {
    received: [] as PushReceived[],
    answers: new Map<string, Answer[]>(),
    status: new Map<string, number>(),
    failures: new Map<string, number>(),
  };
  const answerFor = (path: string): Answer => {
    const queued = state.answers.get(path)?.shift();
    if (queued) return queued;
    const failing = state.failures.get(path) ?? 0;
    if (failing > 0) {
      state.failures.set(path, failing - 1);
      return { status: 500 };
    }
    return { status: state.status.get(path) ?? 201 };
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const path = req.url ?? "/";
      state.received.push({ path, headers: req.headers, body: Buffer.concat(chunks), at: Date.now() });
      const answer = answerFor(path);
      const headers: Record<string, string> = answer.retryAfter ? { "Retry-After": answer.retryAfter } : {};
      if (answer.status === 201) headers.Location = `${path}/msg/${state.received.length}`;
      res.writeHead(answer.status, headers);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

const isoFromNow = (ms: number) => new Date(Date.now() + ms).toISOString();

/** An NWS alert message (a GeoJSON Feature) for Johnson County, sent `sentAgoMs` ago, ending in three hours. */
export function nwsAlert(id: string, event: string, headline: string, extra: Record<string, unknown> = {}, sentAgoMs = 3_600_000) {
  return {
    id: `https://api.weather.gov/alerts/${id}`,
    type: "Feature",
    geometry: null,
    properties: {
      id,
      areaDesc: "Johnson, IN",
      sent: isoFromNow(-sentAgoMs),
      onset: isoFromNow(-sentAgoMs),
      expires: isoFromNow(3 * 3_600_000),
      ends: isoFromNow(3 * 3_600_000),
      status: "Actual",
      messageType: "Alert",
      severity: "Extreme",
      event,
      headline,
      description: "A tornado was spotted.",
      instruction: "Take shelter now.",
      references: [],
      ...extra,
    },
  };
}

/** The `references` entry of a message that updates or cancels `id`, as NWS writes it. */
export const nwsReference = (id: string, sentAgoMs = 3_600_000) => ({
  "@id": `https://api.weather.gov/alerts/${id}`,
  identifier: id,
  sender: "w-nws.webmaster@noaa.gov",
  sent: isoFromNow(-sentAgoMs),
});
