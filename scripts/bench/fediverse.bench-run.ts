// The fediverse's fan-out at town scale (issue 47; `npm run bench:fediverse` after `npm run build`, docs/bench.md):
// 5,000 followers of @events on 500 servers (one shared inbox each, on one loopback receiving server), one new event,
// and what it costs: the workerd processes' CPU over the whole fan-out (read from /proc schedstat, as scripts/bench/cpu.ts
// does), per queue batch of 10 deliveries, and the deliveries each shared inbox got (must be one). Bounded: four minutes
// (BENCH_BOUND_MS).
import { readdirSync, readFileSync } from "node:fs";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { dateToTownLocal } from "../../app/lib/dates";
import { events, fediverseDeliveries, fediverseFollowers, fediverseSettings, users } from "../../db/schema";
import { postMultipart, sessionCookie, startTestWorker, until } from "../../tests/support/worker";
import { cpuNs, parseStat } from "./cpu";

const FOLLOWERS = Number(process.env.BENCH_FOLLOWERS ?? 5_000);
const SERVERS = Number(process.env.BENCH_SERVERS ?? 500);
const BATCH = 10; // workers/fediverse/wrangler.toml's max_batch_size, as the test worker binds it
const BOUND_MS = Number(process.env.BENCH_BOUND_MS ?? 240_000);

/** The workerd processes miniflare started for this Node process (its children). */
function workerdChildren(): number[] {
  const out: number[] = [];
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const parsed = parseStat(stat);
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (parsed?.comm === "workerd" && ppid === process.pid) out.push(Number(name));
    } catch {
      // gone between the listing and the read
    }
  }
  return out;
}

it("publishes one event to 5,000 followers on 500 servers: one delivery per shared inbox, CPU per batch", async () => {
  // The receiving servers: every POST counted by path (a shared inbox per server), answered 202 as Mastodon does.
  const got = new Map<string, number>();
  let signed = 0;
  const receiver = createServer((req, res) => {
    req.resume();
    req.on("end", () => {
      if (req.method === "POST") {
        got.set(req.url ?? "", (got.get(req.url ?? "") ?? 0) + 1);
        if (req.headers.signature || req.headers["signature-input"]) signed++;
      }
      res.writeHead(202).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const recv = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  const w = await startTestWorker({ fediverse: true });
  try {
    await w.db.insert(fediverseSettings).values({ id: 1, enabled: true });
    const rows = Array.from({ length: FOLLOWERS }, (_, i) => {
      const server = i % SERVERS;
      return {
        actor: "events",
        followerId: `${recv}/s${server}/users/u${i}`,
        inbox: `${recv}/s${server}/users/u${i}/inbox`,
        sharedInbox: `${recv}/s${server}/inbox`,
        domain: `s${server}.bench.test`,
        handle: `@u${i}@s${server}.bench.test`,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await w.db.insert(fediverseFollowers).values(rows.slice(i, i + 500));
    await w.db.insert(users).values({ id: "bench-org", email: "bench-org@example.test", firstName: "Bench" });
    const cookie = await sessionCookie(w, "bench-org");
    // The actors' keys are made on first use: make them now, so the fan-out measures delivery only.
    await w.fetch("/ap/actors/events", { headers: { Accept: "application/activity+json" } });

    const pids = workerdChildren();
    expect(pids.length).toBeGreaterThan(0);
    // Idle CPU over a second (timers, the queue's polling), taken off the fan-out's.
    const idle0 = cpuNs(pids);
    await new Promise((r) => setTimeout(r, 1_000));
    const idlePerMs = (cpuNs(pids) - idle0) / 1_000;

    const form = new FormData();
    const start = new Date(Date.now() + 20 * 24 * 3600 * 1000);
    for (const [k, v] of Object.entries({
      title: "Bench Fish Fry",
      startDate: dateToTownLocal(start),
      location: "Fire Station",
      tier: "standard",
      scope: "this",
      maxAttendees: "",
    }))
      form.append(k, v);
    const t0 = Date.now();
    const cpu0 = cpuNs(pids);
    const res = await postMultipart(w, "/events/create", cookie, form);
    expect(res.status).toBe(302);
    const [event] = await w.db.select({ id: events.id }).from(events).where(eq(events.title, "Bench Fish Fry"));
    // Done when every shared inbox got the Create and the poll (two posts each) and the log has them; at the bound,
    // what arrived so far is reported and the run fails.
    const sentCount = async () => (await w.db.select().from(fediverseDeliveries)).filter((d) => d.status === "sent").length;
    const finished = await until("every shared inbox's deliveries", async () => ((await sentCount()) >= 2 * SERVERS ? true : null), BOUND_MS).catch(
      () => false,
    );
    const wallMs = Date.now() - t0;
    const cpuMs = (cpuNs(pids) - cpu0 - idlePerMs * wallMs) / 1e6;
    const deliveries = await w.db.select().from(fediverseDeliveries);
    const sent = deliveries.filter((d) => d.status === "sent").length;
    const perInbox = [...got.values()];
    const batches = Math.ceil(sent / BATCH);
    const report = {
      event: event!.id,
      followers: FOLLOWERS,
      servers: SERVERS,
      activities: new Set(deliveries.map((d) => d.activityId)).size,
      deliveriesSent: sent,
      deliveriesFailed: deliveries.filter((d) => d.status === "failed").length,
      inboxesReached: got.size,
      postsPerInbox: { min: Math.min(...perInbox), max: Math.max(...perInbox) },
      signedPosts: signed,
      wallMs,
      cpuMs: Math.round(cpuMs),
      queueBatchesOf10: batches,
      cpuMsPerBatch: Math.round((cpuMs / batches) * 10) / 10,
      cpuMsPerDelivery: Math.round((cpuMs / sent) * 100) / 100,
    };
    console.log(`fediverse bench${finished ? "" : ` (stopped at the ${BOUND_MS / 1000} s bound)`}: ${JSON.stringify(report, null, 2)}`);
    expect(finished).toBe(true);
    // One delivery per shared inbox per activity: 500 inboxes, each got the Create(Event) and the Create(Question), nothing per follower.
    expect(got.size).toBe(SERVERS);
    expect([...got.keys()].every((p) => /^\/s\d+\/inbox$/.test(p))).toBe(true);
    expect(report.postsPerInbox).toEqual({ min: 2, max: 2 });
  } finally {
    await w.close();
    receiver.close();
  }
});
