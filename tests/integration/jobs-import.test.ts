// The jobs import against loopback servers speaking Greenhouse's job board API, Lever's postings API and RSS:
// new, changed, gone, repeated, garbage, and a redirect to a private address; the admin preview and the cron.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { desc, eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { importRuns, jobs, jobSources } from "../../db/schema";
import { pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

type Json = Record<string, unknown>;
// Posted a few hours before the run, so the imported jobs head the list whatever day the suite runs on (the seed's
// jobs are dated relative to now too). Greenhouse writes an offset, RSS an RFC 822 date, Lever epoch milliseconds.
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);
const greenhouseTime = (d: Date) => new Date(d.getTime() - 5 * 3_600_000).toISOString().slice(0, 19) + "-05:00";
const greenhouseJobs: Json[] = [
  {
    id: 4001,
    internal_job_id: 91,
    title: "Data Analyst",
    absolute_url: "https://boards.greenhouse.io/acme/jobs/4001",
    updated_at: greenhouseTime(hoursAgo(3)),
    location: { name: "Indianapolis, IN" },
    // Greenhouse escapes its content HTML.
    content: "&lt;p&gt;Analyse &lt;strong&gt;logistics&lt;/strong&gt; data.&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;",
    departments: [{ id: 1, name: "Analytics", parent_id: null, child_ids: [] }],
    offices: [{ id: 2, name: "Indy", location: "Indianapolis, IN" }],
    metadata: [{ id: 3, name: "Employment Type", value: "Full-time", value_type: "single_select" }],
  },
  {
    id: 4002,
    title: "Remote Support Engineer",
    absolute_url: "https://boards.greenhouse.io/acme/jobs/4002",
    updated_at: hoursAgo(5).toISOString(),
    location: { name: "Remote - US" },
    content: "&lt;p&gt;Help customers.&lt;/p&gt;",
    departments: [],
    metadata: null,
  },
  { id: "not-a-number", title: 42 }, // garbage inside a good board: skipped
];
const leverPostings: Json[] = [
  {
    id: "5ac21346-8e0c-4494-8e7a-3eb92ff77902",
    text: "Forklift Lead",
    createdAt: hoursAgo(4).getTime(),
    categories: { commitment: "Full-time", department: "Operations", location: "Franklin, IN", team: "Warehouse" },
    description: "<div>Lead the second shift.</div>",
    lists: [{ text: "Requirements", content: "<li>Forklift certification</li>" }],
    additional: "<div>Benefits from day one.</div>",
    hostedUrl: "https://jobs.lever.co/northco/5ac21346-8e0c-4494-8e7a-3eb92ff77902",
    applyUrl: "https://jobs.lever.co/northco/5ac21346-8e0c-4494-8e7a-3eb92ff77902/apply",
    workplaceType: "onsite",
    salaryRange: { currency: "USD", interval: "per-hour-wage", min: 20, max: 24 },
  },
  {
    id: "9b1d8c2e-0000-4000-8000-000000000002",
    text: "Louisville Account Manager",
    createdAt: hoursAgo(240).getTime(),
    categories: { commitment: "Full-time", location: "Louisville, KY" },
    description: "<div>Big city.</div>",
    hostedUrl: "https://jobs.lever.co/northco/9b1d8c2e",
    workplaceType: "onsite",
  },
];
/** The boards as they are before any test changes them (a test that imports starts from these). */
const initialGreenhouseJobs = structuredClone(greenhouseJobs);
const initialLeverPostings = structuredClone(leverPostings);
const rssPubDate = hoursAgo(2).toUTCString();
let rssTitle = "Line Cook (Greenwood, IN)";
const rss =
  () => `<?xml version="1.0"?><rss version="2.0"><channel><title>Southside Jobs</title><link>https://jobs.example</link><description>x</description>
<item><title>${rssTitle}</title><link>https://jobs.example/1</link><guid>sj-1</guid><pubDate>${rssPubDate}</pubDate><category>Part-time</category><description><![CDATA[<p>Grill and prep.</p><img src=x onerror=alert(1)>]]></description></item>
<item><title>Bookkeeper (Atlantis, ZZ)</title><link>https://jobs.example/2</link><guid>sj-2</guid><description>Unknown place.</description></item>
</channel></rss>`;

let server: Server;
let base: string;
let w: TestWorker;
let admin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = req.url ?? "";
    const send = (type: string, body: string) => res.writeHead(200, { "Content-Type": type }).end(body);
    if (url === "/v1/boards/acme/jobs?content=true")
      return send("application/json", JSON.stringify({ jobs: greenhouseJobs, meta: { total: greenhouseJobs.length } }));
    if (url === "/v1/boards/garbage/jobs?content=true") return send("application/json", "{not json at all");
    if (url === "/v0/postings/northco?mode=json") return send("application/json", JSON.stringify(leverPostings));
    if (url === "/v0/postings/wrongshape?mode=json") return send("application/json", JSON.stringify({ ok: true }));
    if (url === "/feed.xml") return send("application/rss+xml", rss());
    if (url === "/moved.xml") return res.writeHead(302, { Location: "http://10.0.0.1/feed.xml" }).end();
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  w = await startTestWorker({ vars: { ALLOW_LOOPBACK_FETCH: "true", GREENHOUSE_API_BASE: base, LEVER_API_BASE: base } });
  admin = await sessionCookie(w, "seed-admin");
  await w.db.delete(jobSources); // the seeded examples are paused anyway
  await addSources();
});

/** The six sources, added the way admins add them. */
async function addSources() {
  for (const [name, kind, reference] of [
    ["Acme", "greenhouse", "acme"],
    ["North Co", "lever", "northco"],
    ["Southside Jobs", "rss", `${base}/feed.xml`],
    ["Garbage Board", "greenhouse", "garbage"],
    ["Wrong Shape", "lever", "wrongshape"],
    ["Moved Feed", "rss", `${base}/moved.xml`],
  ]) {
    expect(
      (await postForm(w, "/admin/jobs", admin, { intent: "add-source", name: name!, kind: kind!, reference: reference!, categoryId: "" })).status,
    ).toBe(302);
  }
}

/**
 * A test's own start: the boards as first served, and the six sources added anew with nothing imported from them
 * (what earlier tests imported, paused or removed is deleted with their sources).
 */
async function freshSources() {
  greenhouseJobs.splice(0, greenhouseJobs.length, ...structuredClone(initialGreenhouseJobs));
  leverPostings.splice(0, leverPostings.length, ...structuredClone(initialLeverPostings));
  rssTitle = "Line Cook (Greenwood, IN)";
  await w.db.delete(jobs).where(isNotNull(jobs.sourceId));
  await w.db.delete(jobSources);
  await addSources();
}
afterAll(async () => {
  await w?.close();
  await new Promise<void>((r) => server.close(() => r()));
});

const sourceId = async (name: string) => (await w.db.query.jobSources.findFirst({ where: eq(jobSources.name, name) }))!.id;
const rowsOf = async (name: string) =>
  w.db
    .select()
    .from(jobs)
    .where(eq(jobs.sourceId, await sourceId(name)));
const runImport = () => postForm(w, "/admin/jobs", admin, { intent: "import" });
const lastRun = async () => (await w.db.select().from(importRuns).where(eq(importRuns.job, "jobs-import")).orderBy(desc(importRuns.id)).limit(1))[0];

describe("jobs import", () => {
  it("issue 30: a refused source answers 400 with the error beside its field and the input kept, not a toast", async () => {
    const res = await postForm(w, "/admin/jobs", admin, { intent: "add-source", name: "Feed X", kind: "rss", reference: "javascript:alert(1)" });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toMatch(/role="alert"[^>]*><li>Please enter a valid feed URL<\/li>/);
    expect(html).toMatch(/<input[^>]*aria-invalid="true"[^>]*name="reference"|<input[^>]*name="reference"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/name="name"[^>]*value="Feed X"|value="Feed X"[^>]*name="name"/);
    expect(res.headers.get("set-cookie") ?? "").not.toContain("toast=");
  });
  it("refuses bad sources from admins", async () => {
    expect((await postForm(w, "/admin/jobs", admin, { intent: "add-source", name: "X", kind: "rss", reference: "javascript:alert(1)" })).status).toBe(
      400,
    );
    expect((await postForm(w, "/admin/jobs", admin, { intent: "add-source", name: "X", kind: "greenhouse", reference: "../../etc" })).status).toBe(
      400,
    );
    expect((await postForm(w, "/admin/jobs", admin, { intent: "add-source", name: "X", kind: "ftp", reference: "x" })).status).toBe(400);
    const member = await sessionCookie(w, "seed-member-jamie");
    expect((await postForm(w, "/admin/jobs", member, { intent: "import" })).status).toBe(403);
  });

  it("previews without writing anything", async () => {
    await freshSources();
    const runsBefore = (await w.db.select().from(importRuns)).length;
    const res = await postForm(w, "/admin/jobs", admin, { intent: "preview" });
    expect(res.status).toBe(200);
    const text = pageText(await res.text());
    expect(text).toContain("Preview (nothing was written)");
    expect(text).toMatch(/Acme \(greenhouse\) 2 new, 0 changed, 0 unchanged, 0 to close/);
    expect(text).toContain("Data Analyst · Indianapolis, IN");
    expect(text).toMatch(/Garbage Board \(greenhouse\) Failed: Not valid JSON/);
    expect(text).toMatch(/Moved Feed \(rss\) Failed: Refused to fetch a non-public host \(10\.0\.0\.1\)/);
    expect(
      (
        await w.db
          .select()
          .from(jobs)
          .where(eq(jobs.sourceId, await sourceId("Acme")))
      ).length,
    ).toBe(0);
    expect((await w.db.select().from(importRuns)).length).toBe(runsBefore);
  });

  it("imports each kind, places locations with the gazetteer, records failures and goes on", async () => {
    await freshSources();
    expect((await runImport()).status).toBe(302);
    const run = await lastRun();
    expect(run).toMatchObject({ trigger: "admin", ok: false });
    expect(run!.counts).toMatchObject({ sources: 6, created: 6, updated: 0, closed: 0, failed: 3 });
    expect(run!.error).toContain("Garbage Board: Not valid JSON");
    expect(run!.error).toContain("Wrong Shape: Not a Lever postings response");
    expect(run!.error).toContain("Moved Feed: Refused to fetch a non-public host");
    expect((await w.db.query.jobSources.findFirst({ where: eq(jobSources.name, "Moved Feed") }))?.lastError).toMatch(/non-public host/);
    // The tab's recent runs: when, the trigger, failed, the counts, and the error on a line of its own.
    const page = (await (await w.fetch("/admin/jobs", { cookie: admin })).text()).replace(/<!-- -->/g, "");
    const runLine = page.slice(page.indexOf("(admin)</span>"));
    expect(runLine.slice(0, runLine.indexOf("</li>"))).toMatch(
      /^\(admin\)<\/span> — failed · <span>.*<span class="block text-red-700">[^<]*Garbage Board: Not valid JSON/,
    );

    const acme = await rowsOf("Acme");
    expect(acme).toHaveLength(2);
    const analyst = acme.find((j) => j.externalId === "4001")!;
    expect(analyst).toMatchObject({
      title: "Data Analyst",
      company: "Acme",
      location: "Indianapolis, IN",
      employmentType: "Full-time",
      industry: "Analytics",
      isRemote: false,
      isActive: true,
      applyUrl: "https://boards.greenhouse.io/acme/jobs/4001",
    });
    expect(analyst.description).toContain("<strong>logistics</strong>");
    expect(analyst.description).not.toMatch(/script|alert/);
    expect(analyst.distanceFromGreenwood).toBeGreaterThan(5);
    expect(analyst.distanceFromGreenwood).toBeLessThan(14);
    expect(acme.find((j) => j.externalId === "4002")).toMatchObject({ isRemote: true, distanceFromGreenwood: null });

    const lever = await rowsOf("North Co");
    const lead = lever.find((j) => j.title === "Forklift Lead")!;
    expect(lead).toMatchObject({
      location: "Franklin, IN",
      salary: "$20 - $24/hr",
      employmentType: "Full-time",
      applyUrl: expect.stringContaining("/apply"),
    });
    expect(lead.description).toContain("Forklift certification");
    expect(lead.distanceFromGreenwood).toBeGreaterThan(8);
    expect(lead.distanceFromGreenwood).toBeLessThan(14);
    expect(lever.find((j) => j.title === "Louisville Account Manager")!.distanceFromGreenwood).toBeGreaterThan(80);

    const feed = await rowsOf("Southside Jobs");
    expect(feed.find((j) => j.externalId === "sj-1")).toMatchObject({
      title: "Line Cook (Greenwood, IN)",
      location: "Greenwood, IN",
      employmentType: "Part-time",
    });
    expect(feed.find((j) => j.externalId === "sj-1")!.description).not.toContain("onerror");
    expect(feed.find((j) => j.externalId === "sj-2")).toMatchObject({ location: null, distanceFromGreenwood: null });

    // What the list shows: near ones and remote ones; Chicago and the unplaced one never.
    const list = pageText(await (await w.fetch("/jobs?distance=25")).text());
    for (const t of ["Data Analyst", "Remote Support Engineer", "Forklift Lead", "Line Cook (Greenwood, IN)"]) expect(list).toContain(t);
    expect(list).not.toContain("Louisville Account Manager");
    expect(list).not.toContain("Bookkeeper (Atlantis");
  });

  it("updates a changed posting, closes a gone one, never duplicates a repeat, and reopens one that returns", async () => {
    await freshSources();
    await runImport(); // the first import, which the next ones change
    greenhouseJobs[0] = { ...greenhouseJobs[0], title: "Senior Data Analyst" };
    const gone = leverPostings.pop()!;
    rssTitle = "Line Cook (Greenwood, IN)"; // unchanged
    await runImport();
    expect((await lastRun())!.counts).toMatchObject({ created: 0, updated: 1, closed: 1, unchanged: 4 });
    const acme = await rowsOf("Acme");
    expect(acme).toHaveLength(2);
    expect(acme.find((j) => j.externalId === "4001")?.title).toBe("Senior Data Analyst");
    const lever = await rowsOf("North Co");
    expect(lever).toHaveLength(2);
    expect(lever.find((j) => j.externalId === gone.id)?.isActive).toBe(false);
    expect(pageText(await (await w.fetch("/jobs?distance=25")).text())).toContain("Senior Data Analyst");

    await runImport();
    expect((await lastRun())!.counts).toMatchObject({ created: 0, updated: 0, closed: 0, unchanged: 5 });
    expect(
      (
        await w.db
          .select()
          .from(jobs)
          .where(eq(jobs.sourceId, await sourceId("Acme")))
      ).length,
    ).toBe(2);

    leverPostings.push(gone);
    await runImport();
    expect((await lastRun())!.counts).toMatchObject({ created: 0, updated: 1, closed: 0 });
    expect((await rowsOf("North Co")).every((j) => j.isActive)).toBe(true);
  });

  it("runs daily from the cron and records the run", async () => {
    await freshSources();
    await w.scheduled("45 6 * * *");
    const run = await lastRun();
    expect(run!.trigger).toBe("cron");
    expect(run!.counts).toMatchObject({ sources: 6, failed: 3 });
  });

  it("a paused source is skipped and a removed source's jobs close", async () => {
    await freshSources();
    const id = await sourceId("Garbage Board");
    await postForm(w, "/admin/jobs", admin, { intent: "toggle-source", sourceId: String(id), isActive: "false" });
    await runImport();
    expect((await lastRun())!.counts).toMatchObject({ sources: 5, failed: 2 });
    const acmeId = await sourceId("Acme");
    expect(pageText(await (await w.fetch("/jobs?distance=25")).text())).toContain("Data Analyst");
    await postForm(w, "/admin/jobs", admin, { intent: "remove-source", sourceId: String(acmeId) });
    expect(await w.db.query.jobSources.findFirst({ where: eq(jobSources.id, acmeId) })).toBeUndefined();
    expect(pageText(await (await w.fetch("/jobs?distance=25")).text())).not.toContain("Data Analyst");
  });
});
