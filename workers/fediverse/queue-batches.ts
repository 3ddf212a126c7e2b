// A fan-out's queue messages in parts that Cloudflare Queues' sendBatch takes (found by the 5,000-follower bench:
// one sendBatch of 500 signed deliveries was refused, and nothing went out).
/** Cloudflare Queues' sendBatch limits: 100 messages and 256 KB in all (kept under, with room for the envelope). */
const BATCH_MESSAGES = 100;
const BATCH_BYTES = 200_000;

/** Splits messages into parts each sendBatch takes. */
export function queueBatches<T extends { body: unknown }>(requests: T[]): T[][] {
  const parts: T[][] = [];
  let part: T[] = [];
  let bytes = 0;
  for (const r of requests) {
    const size = new TextEncoder().encode(JSON.stringify(r.body)).length;
    if (part.length && (part.length >= BATCH_MESSAGES || bytes + size > BATCH_BYTES)) {
      parts.push(part);
      part = [];
      bytes = 0;
    }
    part.push(r);
    bytes += size;
  }
  if (part.length) parts.push(part);
  return parts;
}
