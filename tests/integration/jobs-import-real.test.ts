// Issue 29, classes 2, 3 and 5 on real payloads (tests/fixtures/real/jobs, see SOURCES.md) served by a loopback
// Greenhouse/Lever/feed server: what a resident sees on the jobs list and a job's JSON, and what the admin is told.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, isNotNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { jobs, jobSources } from "../../db/schema";
import { pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const DIR = "tests/fixtures/real/jobs";
const fixture = (name: string) => readFileSync(`${DIR}/${name}`, "utf8");
const lever = JSON.parse(fixture("lever-shieldai-postings.json")) as { categories: { allLocations: string[] } }[];
// The same real posting with one more office, near the town: derived here, not a fixture.
const leverNearTown = structuredClone(lever);
leverNearTown[0]!.categories.allLocations.push("Indianapolis, IN");

let server: Server;
let base: string;
let w: TestWorker;
let admin: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (type: string, body: string) => res.writeHead(200, { "Content-Type": type }).end(body);
    const url = req.url ?? "";
    if (url === "/v1/boards/gitlab/jobs?content=true") return send("application/json", fixture("greenhouse-gitlab-board.json"));
    if (url === "/v0/postings/shieldai?mode=json") return send("application/json", fixture("lever-shieldai-postings.json"));
    if (url === "/v0/postings/shieldai-indy?mode=json") return send("application/json", JSON.stringify(leverNearTown));
    if (url === "/teamtailor/jobs.rss") return send("application/rss+xml", fixture("teamtailor-career-jobs.rss"));
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  w = await startTestWorker({ vars: { ALLOW_LOOPBACK_FETCH: "true", GREENHOUSE_API_BASE: base, LEVER_API_BASE: base } });
  admin = await sessionCookie(w, "seed-admin");
  await w.db.delete(jobs).where(isNotNull(jobs.sourceId));
  await w.db.delete(jobSources);
  for (const [name, kind, reference] of [
    ["GitLab", "greenhouse", "gitlab"],
    ["Shield AI", "lever", "shieldai"],
    ["Shield AI Indy", "lever", "shieldai-indy"],
    ["Teamtailor", "rss", `${base}/teamtailor/jobs.rss`],
  ]) {
    expect(
      (await postForm(w, "/admin/jobs", admin, { intent: "add-source", name: name!, kind: kind!, reference: reference!, categoryId: "" })).status,
    ).toBe(302);
  }
  expect((await postForm(w, "/admin/jobs", admin, { intent: "import" })).status).toBe(302);
});
afterAll(async () => {
  await w?.close();
  await new Promise<void>((r) => server.close(() => r()));
});

type ApiJob = { id: string; title: string; company: string; location: string | null; isRemote: boolean; distanceFromGreenwood: number | null };
const listed = async (query: string) => ((await (await w.fetch(`/api/jobs?${query}`)).json()) as { jobs: ApiJob[] }).jobs;
async function jobOf(company: string, title: string): Promise<ApiJob> {
  const source = await w.db.query.jobSources.findFirst({ where: eq(jobSources.name, company) });
  const row = (await w.db.select().from(jobs).where(eq(jobs.sourceId, source!.id))).find((j) => j.title === title);
  return (await (await w.fetch(`/api/jobs/${row!.id}`)).json()) as ApiJob;
}

describe("jobs from real boards (issue 29)", () => {
  it("remote means open to someone in the town: GitLab's 'Remote, Bangalore' (office: India) is not offered, Lever's US remote is (class 2)", async () => {
    const remote = (await listed("remote=only")).map((j) => `${j.company}: ${j.title}`);
    expect(remote).toContain("Shield AI: Aerostructures Design Engineer II");
    expect(remote).not.toContain("GitLab: AI Engineer");
    expect(await jobOf("GitLab", "AI Engineer")).toMatchObject({ location: "Remote, Bangalore", isRemote: false });
  });

  it("every location a Lever posting lists is read, and one office near town places it near town (class 2)", async () => {
    expect(await jobOf("Shield AI", "Aerostructures Design Engineer II")).toMatchObject({
      location: "Wichita Metro Area; San Diego, California; Remote",
      isRemote: true,
      distanceFromGreenwood: null,
    });
    const near = await jobOf("Shield AI Indy", "Aerostructures Design Engineer II");
    expect(near.location).toBe("Wichita Metro Area; San Diego, California; Remote; Indianapolis, IN");
    expect(near.distanceFromGreenwood).toBeGreaterThan(5);
    expect(near.distanceFromGreenwood).toBeLessThan(20);
  });

  it("a Teamtailor feed's places come from its tt:locations, and remoteStatus hybrid or none is not remote (class 3)", async () => {
    expect(await jobOf("Teamtailor", "Group Financial Controller")).toMatchObject({ location: "Stockholm, Sweden", isRemote: false });
    expect(await jobOf("Teamtailor", "UK Account Executive - SMB + Mid-Market")).toMatchObject({
      location: "London, United Kingdom",
      isRemote: false,
    });
    expect(await jobOf("Teamtailor", "Partnership Manager - APAC")).toMatchObject({
      location: "Sydney, Australia; Melbourne, Australia",
      isRemote: false,
    });
  });

  it("the admin's import history says what was found, new, updated and skipped (class 5)", async () => {
    const text = pageText(await (await w.fetch("/admin/jobs", { cookie: admin })).text());
    expect(text).toContain("Found 6: 6 new, 0 updated, 0 unchanged, 0 skipped");
  });
});
