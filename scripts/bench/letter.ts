// The weekly letter at a town's scale (issue 32, Performance): preparing the issue for 20,000 readers, one queue
// batch (100 readers: one message, one call to the provider's batch API) at a time, as the consumer does it: the
// template rendered once per set of topics and kept in the isolate's memory for the next batches of the issue, and the
// batch API's JSON body filled in with each reader's address and token. Measured as CPU time per batch in this process
// (V8, as in workerd).
import { LETTER_TOPICS, type LetterContent, type LetterItem, type LetterRecipient } from "../../app/lib/letter";
import { letterBatchBody, type LetterRenders } from "../../app/lib/letter-mail.server";

export const LETTER_READERS = 20_000;
const BATCH = 100;

function items(kind: string, n: number, pictures: boolean): LetterItem[] {
  return Array.from({ length: n }, (_, i) => ({
    title: `${kind} item ${i + 1}: a headline of ordinary length for the week's letter`,
    url: `/${kind}/${1000 + i}`,
    meta: "Thu, Dec 3, 7:00 PM · Greenwood Public Library",
    summary: "A summary of two short sentences, as the letter shows under each title. It is cut at 180 characters in the model.",
    image: pictures ? { src: `/media/${kind}-${i}.jpg`, alt: `Picture for ${kind} ${i + 1}` } : null,
    featured: kind === "events" && i < 2,
  }));
}

export function benchLetterPreparation(readers = LETTER_READERS) {
  const content: LetterContent = {
    date: "2026-12-03",
    title: "Greenwood Community Hub weekly letter: December 3, 2026",
    news: items("news", 5, true),
    events: items("events", 8, true),
    businesses: items("businesses", 5, true),
    classifieds: items("classifieds", 6, true),
    jobs: items("jobs", 6, false),
  };
  const recipients: LetterRecipient[] = Array.from({ length: readers }, (_, i) => ({
    id: i + 1,
    email: `reader${i}@example.com`,
    // Every combination of topics occurs (the 31 non-empty subsets, by the reader's id).
    topics: LETTER_TOPICS.filter((_, bit) => ((i % 31) + 1) & (1 << bit)),
    manageToken: (i.toString(32) + "a".repeat(32)).slice(0, 32).replace(/[0-18-9]/g, "b"),
  }));
  const input = { content, siteName: "Greenwood Community Hub", siteUrl: "https://greenwood.example", subject: content.title };
  const from = "Greenwood Community Hub <hello@greenwood.example>";
  const cpuMs: number[] = [];
  let bytes = 0;
  // One isolate consumes every batch: the first renders the topic sets it meets, later ones reuse them (services/letter.server.ts).
  const renders: LetterRenders = new Map();
  for (let i = 0; i < recipients.length; i += BATCH) {
    const start = process.cpuUsage();
    const body = letterBatchBody(from, input, recipients.slice(i, i + BATCH), renders);
    const used = process.cpuUsage(start);
    bytes = Math.max(bytes, body.length);
    cpuMs.push((used.user + used.system) / 1000);
  }
  const sorted = [...cpuMs].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  return {
    readers,
    batches: cpuMs.length,
    p50: at(50),
    p95: at(95),
    max: sorted[sorted.length - 1],
    totalMs: cpuMs.reduce((a, b) => a + b, 0),
    maxBodyKB: bytes / 1024,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(benchLetterPreparation());
