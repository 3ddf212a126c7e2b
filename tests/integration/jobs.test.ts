// Jobs through the built worker: the list and its GET filters, age labels under a set clock, the detail page
// (JSON-LD parsed back, expired, 404, sanitised HTML), applications, the posting flow through review, the API.
import { gzipSync } from "node:zlib";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrder, fulfilOrder, refundOrder } from "../../app/models/orders.server";
import { jobApplications, jobs, localJobs } from "../../db/schema";
import { pageText, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

const DAY = 86_400_000;
let w: TestWorker;
let jamie: string;
let pat: string;
let admin: string;

beforeAll(async () => {
  w = await startTestWorker();
  [jamie, pat, admin] = await Promise.all([
    sessionCookie(w, "seed-member-jamie"),
    sessionCookie(w, "seed-member-pat"),
    sessionCookie(w, "seed-admin"),
  ]);
});
afterAll(() => w?.close());

const html = async (path: string, init: Parameters<TestWorker["fetch"]>[1] = {}, worker = w) => {
  const res = await worker.fetch(path, init);
  return { status: res.status, text: pageText(await res.text()) };
};
const cardTitles = async (path: string, worker = w) => {
  const body = await (await worker.fetch(path)).text();
  return [...body.matchAll(/data-testid="job-card"[\s\S]*?<a [^>]*href="\/jobs\/([^"]+)"[^>]*>([^<]+)<\/a>/g)].map((m) => ({
    id: m[1]!,
    title: m[2]!.replace(/&amp;/g, "&"),
  }));
};

describe("/jobs", () => {
  it("lists jobs near town and remote ones, the pinned local post first, newest next, in pages", async () => {
    // The count, the pages and the order are the seed's: on a database of its own, as other tests here add jobs.
    const seedOnly = await startTestWorker();
    try {
      const { status, text } = await html("/jobs", {}, seedOnly);
      expect(status).toBe(200);
      expect(text).toContain("Jobs near Greenwood");
      const first = await cardTitles("/jobs", seedOnly);
      expect(first).toHaveLength(12);
      expect(first[0]).toEqual({ id: "local-1", title: "Front Counter & Catering Coordinator" });
      expect(text).toContain("Featured");
      expect(text).toContain("Remote");
      expect(text).toMatch(/28 jobs/);
      expect(text).toContain("Page 1 of 3");
      // Newest first after the pinned one: the seed's 1-day-old jobs come next.
      expect(
        first
          .slice(1, 3)
          .map((j) => j.title)
          .sort(),
      ).toEqual(["Registered Nurse – Medical/Surgical", "Warehouse Associate – 2nd Shift"]);
      const third = await cardTitles("/jobs?page=3", seedOnly);
      expect(third.map((j) => j.title)).toContain("Landscape Crew Member");
    } finally {
      await seedOnly.close();
    }
  });

  it("filters by distance, text, type, remote, category and age with a plain GET", async () => {
    const near = (await cardTitles("/jobs?distance=5&posted=30")).map((j) => j.title);
    expect(near).not.toContain("CNC Machinist"); // Franklin, 9.4 miles
    const all25 = await html("/jobs?distance=25&q=machinist");
    expect(all25.text).toContain("CNC Machinist");
    expect(all25.text).toMatch(/1 job\b/);
    const partTime = await cardTitles("/jobs?type=Part-time");
    expect(partTime.length).toBeGreaterThan(0);
    for (const j of partTime) {
      const row = await w.db.query.jobs.findFirst({ where: eq(jobs.id, j.id) });
      expect(row?.employmentType).toBe("Part-time");
    }
    const remote = (await cardTitles("/jobs?remote=only")).map((j) => j.title).sort();
    expect(remote).toEqual(["Claims Adjuster", "Customer Support Specialist"]);
    const onsite = (await cardTitles("/jobs?remote=onsite&distance=25&q=support")).map((j) => j.title);
    expect(onsite).not.toContain("Customer Support Specialist");
    const healthcare = (await cardTitles("/jobs?category=1&distance=25")).map((j) => j.title);
    expect(healthcare).toContain("Pharmacy Technician");
    expect(healthcare).not.toContain("Line Cook");
    const week = (await cardTitles("/jobs?posted=7&distance=25")).map((j) => j.title);
    expect(week).toContain("Baker (Early Morning)"); // 2 days old
    expect(week).not.toContain("Math Tutor"); // 21 days old
    // Bad values are dropped, not errors.
    expect((await w.fetch("/jobs?distance=999&type=Gig&category=abc&page=-3")).status).toBe(200);
  });

  it("keeps the first HTML response of the list and a job page under 14 KB gzip", async () => {
    for (const path of ["/jobs", "/jobs?page=2", "/jobs/local-1"]) {
      const body = await (await w.fetch(path)).text();
      expect(gzipSync(body).length, path).toBeLessThan(14 * 1024);
    }
  });

  it("shows an empty state when nothing matches", async () => {
    const { text } = await html("/jobs?q=zzzz-no-such-job");
    expect(text).toContain("No jobs match your filters");
    expect(text).toContain("0 jobs");
  });

  it("never shows a job far away or one it could not place, unless it is remote", async () => {
    const now = new Date();
    await w.db.insert(jobs).values([
      { id: "far-away", title: "Chicago Analyst", company: "Far Co", location: "Chicago, IL", distanceFromGreenwood: 170, postedDate: now },
      { id: "unplaced", title: "Mystery Role", company: "Nowhere Inc", location: "Atlantis", distanceFromGreenwood: null, postedDate: now },
      {
        id: "remote-unplaced",
        title: "Remote Writer",
        company: "Anywhere Inc",
        location: "Remote",
        isRemote: true,
        distanceFromGreenwood: null,
        postedDate: now,
      },
    ]);
    const titles = (await cardTitles("/jobs?distance=25&q=r")).map((j) => j.title);
    expect(titles).not.toContain("Chicago Analyst");
    expect(titles).not.toContain("Mystery Role");
    expect(titles).toContain("Remote Writer");
    await w.db.delete(jobs).where(eq(jobs.id, "far-away"));
    await w.db.delete(jobs).where(eq(jobs.id, "unplaced"));
    await w.db.delete(jobs).where(eq(jobs.id, "remote-unplaced"));
  });
});

describe("age labels under a set clock (X-Test-Now)", () => {
  const posted = Date.UTC(2026, 5, 1, 12, 0, 0);
  beforeAll(async () => {
    await w.db.insert(jobs).values({
      id: "clock-job",
      title: "Clock Tester",
      company: "Timekeepers",
      location: "Greenwood, IN",
      distanceFromGreenwood: 1,
      postedDate: new Date(posted),
    });
  });
  it.each([
    [DAY, "1 day ago"],
    [DAY + 1000, "2 days ago"],
    [6 * DAY, "6 days ago"],
    [6 * DAY + 1000, "1 week ago"],
    [29 * DAY, "4 weeks ago"],
    [29 * DAY + 1000, "1 month ago"],
    [90 * DAY, "3 months ago"],
  ])("%i ms after posting the page says %s", async (offset, label) => {
    const { text } = await html("/jobs/clock-job", { headers: { "X-Test-Now": new Date(posted + offset).toISOString() } });
    expect(text).toContain(`(${label})`);
  });
  it("the list uses the same clock", async () => {
    const res = await w.fetch("/jobs?q=Clock+Tester", { headers: { "X-Test-Now": new Date(posted + 3 * DAY).toISOString() } });
    expect(pageText(await res.text())).toContain("3 days ago");
  });
});

describe("/jobs/{id}", () => {
  it("shows the job in full with JobPosting structured data that parses back", async () => {
    const res = await w.fetch("/jobs/job-0013");
    expect(res.status).toBe(200);
    const body = await res.text();
    const text = pageText(body);
    for (const s of [
      "CNC Machinist",
      "Franklin Precision Components",
      "Franklin, IN",
      "$24 - $32/hr",
      "Full-time",
      "Mid level",
      "Blueprint reading",
      "Apply on the employer's site",
    ])
      expect(text).toContain(s);
    const ld = [...body.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const posting = ld.find((x) => x["@type"] === "JobPosting");
    expect(posting).toMatchObject({
      "@context": "https://schema.org",
      title: "CNC Machinist",
      employmentType: "FULL_TIME",
      hiringOrganization: { "@type": "Organization", name: "Franklin Precision Components", sameAs: "https://franklinprecision.example" },
      jobLocation: { "@type": "Place", address: { addressLocality: "Franklin", addressRegion: "IN" } },
      baseSalary: { "@type": "MonetaryAmount", currency: "USD", value: { minValue: 24, maxValue: 32, unitText: "HOUR" } },
    });
    expect(new Date(posting.datePosted).getTime()).toBeLessThan(Date.now());
    expect(new Date(posting.validThrough).getTime()).toBeGreaterThan(Date.now());
    expect(posting.description).toContain("CNC lathes");
  });

  it("shows the local employer's e-mail and phone to apply", async () => {
    const { text } = await html("/jobs/local-1");
    expect(text).toContain("Email jobs@maplecrestbakehouse.example");
    expect(text).toContain("Call (317) 555-0142");
  });

  it("says an expired job has expired, and drops it from the lists and the API", async () => {
    await w.db.insert(jobs).values({
      id: "expired-job",
      title: "Seasonal Elf",
      company: "North Pole Outlet",
      location: "Greenwood, IN",
      distanceFromGreenwood: 1,
      postedDate: new Date(Date.now() - 40 * DAY),
      expiresDate: new Date(Date.now() - DAY),
    });
    const { status, text } = await html("/jobs/expired-job");
    expect(status).toBe(200);
    expect(text).toContain("This job has expired");
    expect(text).not.toContain("I applied");
    expect((await cardTitles("/jobs?q=Seasonal+Elf")).length).toBe(0);
    const api = (await (await w.fetch("/api/jobs?q=Seasonal+Elf")).json()) as { total: number };
    expect(api.total).toBe(0);
    const one = (await (await w.fetch("/api/jobs/expired-job")).json()) as { isActive: boolean };
    expect(one.isActive).toBe(false);
  });

  it("sanitises description HTML", async () => {
    await w.db.insert(jobs).values({
      id: "hostile",
      title: "Hostile Posting",
      company: "Evil",
      location: "Greenwood, IN",
      distanceFromGreenwood: 1,
      postedDate: new Date(),
      description: '<p onclick="x()">Hello</p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src=x onerror=alert(1)>',
    });
    const body = await (await w.fetch("/jobs/hostile")).text();
    const desc = body.match(/data-testid="job-description"[^>]*>([\s\S]*?)<\/div>/)?.[1] ?? "";
    expect(desc).toContain("Hello");
    expect(desc).not.toMatch(/<script|onclick|onerror|javascript:/i);
  });

  it("answers 'Job Not Found' with 404", async () => {
    for (const path of ["/jobs/no-such-job", "/jobs/%3Cscript%3E"]) {
      const { status, text } = await html(path);
      expect(status).toBe(404);
      expect(text).toContain("Job Not Found");
    }
  });
});

describe("applications", () => {
  it("marks a job applied once, lists it at /account/jobs and updates its status", async () => {
    const anon = await postForm(w, "/jobs/job-0001", undefined, { intent: "applied" });
    expect(anon.status).toBe(302);
    expect(anon.headers.get("Location")).toMatch(/login/);
    for (let i = 0; i < 2; i++) {
      const res = await postForm(w, "/jobs/job-0001", jamie, { intent: "applied" });
      expect(res.status).toBe(302);
    }
    const rows = await w.db.select().from(jobApplications).where(eq(jobApplications.userId, "seed-member-jamie"));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ jobId: "job-0001", status: "applied" });
    expect((await html("/jobs/job-0001", { cookie: jamie })).text).toContain("You marked this job as applied (Applied)");
    const list = await html("/account/jobs", { cookie: jamie });
    expect(list.text).toContain("Registered Nurse – Medical/Surgical");

    expect((await postForm(w, "/account/jobs", jamie, { intent: "status", applicationId: String(rows[0]!.id), status: "interviewing" })).status).toBe(
      302,
    );
    expect((await w.db.query.jobApplications.findFirst({ where: eq(jobApplications.id, rows[0]!.id) }))?.status).toBe("interviewing");
    // Bad status: 400, nothing changes. Someone else's application: 404.
    expect((await postForm(w, "/account/jobs", jamie, { intent: "status", applicationId: String(rows[0]!.id), status: "hired!" })).status).toBe(400);
    expect((await postForm(w, "/account/jobs", pat, { intent: "status", applicationId: String(rows[0]!.id), status: "rejected" })).status).toBe(404);
    expect((await w.db.query.jobApplications.findFirst({ where: eq(jobApplications.id, rows[0]!.id) }))?.status).toBe("interviewing");
  });
});

const post = (over: Record<string, string> = {}) => ({
  title: "Bike Mechanic",
  company: "Greenwood Cycle Works",
  description: "Tune and repair bicycles in our Old Town shop. Weekends in season.",
  employmentType: "Part-time",
  experienceLevel: "Mid level",
  categoryId: "6",
  location: "Greenwood, IN 46143",
  salary: "$18 - $22/hr",
  skills: "Wheel truing, Brakes, Customer service",
  applyEmail: "jobs@cycleworks.example",
  contactEmail: "owner@cycleworks.example",
  pricingTier: "basic",
  ...over,
});

describe("posting a job through review", () => {
  it("requires sign-in", async () => {
    const res = await w.fetch("/jobs/post");
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toMatch(/login/);
  });

  it("refuses a bad post with the message and keeps the input", async () => {
    const before = (await w.db.select().from(localJobs)).length;
    const res = await postForm(w, "/jobs/post", pat, post({ title: "", applyEmail: "", description: "Too short" }));
    expect(res.status).toBe(400);
    const html = await res.text();
    const text = pageText(html);
    expect(text).toContain("Job title is required");
    expect(text).toContain("Description must be at least 20 characters");
    // The input is kept in its field.
    expect(html).toMatch(/<input[^>]*value="Greenwood Cycle Works"/);
    // With every field right but no way to apply, the cross-field rule speaks.
    const noApply = await postForm(w, "/jobs/post", pat, post({ applyEmail: "" }));
    expect(noApply.status).toBe(400);
    expect(pageText(await noApply.text())).toContain("Give an application link, email or phone");
    const badTier = await postForm(w, "/jobs/post", pat, post({ pricingTier: "platinum" }));
    expect(badTier.status).toBe(400);
    expect((await w.db.select().from(localJobs)).length).toBe(before);
  });

  it("a Basic post waits for review, is approved by an admin and listed with its distance; the employer closes it", async () => {
    const res = await postForm(w, "/jobs/post", pat, post());
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/account/jobs");
    const [row] = await w.db.select().from(localJobs).where(eq(localJobs.title, "Bike Mechanic"));
    expect(row).toMatchObject({
      status: "pending",
      isActive: false,
      pricingTier: "basic",
      paymentAmount: "0.00",
      employerId: "seed-member-pat",
      skills: ["Wheel truing", "Brakes", "Customer service"],
    });
    expect((await cardTitles("/jobs?q=Bike")).length).toBe(0);
    expect((await html("/account/jobs", { cookie: pat })).text).toContain("Waiting for review");

    // Only admins review.
    expect((await postForm(w, "/admin/jobs", pat, { intent: "approve", localJobId: String(row!.id) })).status).toBe(403);
    const queue = await html("/admin/jobs", { cookie: admin });
    expect(queue.text).toContain("Bike Mechanic");
    expect((await postForm(w, "/admin/jobs", admin, { intent: "approve", localJobId: String(row!.id) })).status).toBe(302);
    const approved = await w.db.query.localJobs.findFirst({ where: eq(localJobs.id, row!.id) });
    expect(approved).toMatchObject({ status: "approved", isActive: true, reviewedBy: "seed-admin", isPinned: false });
    expect(approved!.expiresAt!.getTime() - approved!.publishedAt!.getTime()).toBe(30 * DAY);
    const listing = await w.db.query.jobs.findFirst({ where: eq(jobs.localJobId, row!.id) });
    expect(listing?.distanceFromGreenwood).toBeGreaterThanOrEqual(0);
    expect(listing?.distanceFromGreenwood).toBeLessThan(3);
    expect((await cardTitles("/jobs?q=Bike")).map((j) => j.title)).toEqual(["Bike Mechanic"]);

    expect((await postForm(w, "/account/jobs", jamie, { intent: "close", localJobId: String(row!.id) })).status).toBe(404);
    expect((await postForm(w, "/account/jobs", pat, { intent: "close", localJobId: String(row!.id) })).status).toBe(302);
    expect((await cardTitles("/jobs?q=Bike")).length).toBe(0);
    expect((await w.db.query.localJobs.findFirst({ where: eq(localJobs.id, row!.id) }))?.status).toBe("closed");
  });

  it("an admin rejects with a reason the employer sees", async () => {
    await postForm(w, "/jobs/post", jamie, post({ title: "Questionable Gig" }));
    const [row] = await w.db.select().from(localJobs).where(eq(localJobs.title, "Questionable Gig"));
    const refused = await postForm(w, "/admin/jobs", admin, { intent: "reject", localJobId: String(row!.id), reason: "" });
    expect(refused.status).toBe(400);
    // Issue 30: the error stands under the post it belongs to, and no toast is set.
    expect(await refused.text()).toMatch(
      new RegExp(`id="pending-job-${row!.id}-error"[^>]*role="alert"[^>]*><li>A reason is required to reject a post</li>`),
    );
    expect(refused.headers.get("set-cookie") ?? "").not.toContain("toast=");
    expect((await postForm(w, "/admin/jobs", admin, { intent: "reject", localJobId: String(row!.id), reason: "Not a local job" })).status).toBe(302);
    expect(await w.db.query.localJobs.findFirst({ where: eq(localJobs.id, row!.id) })).toMatchObject({
      status: "rejected",
      rejectionReason: "Not a local job",
      isActive: false,
    });
    expect((await html("/account/jobs", { cookie: jamie })).text).toContain("Reason: Not a local job");
    const payForRejected = await createOrder(w.db, { id: "seed-member-jamie" }, { type: "job-featured", tier: null, itemId: row!.id }, new Date());
    expect(payForRejected).toMatchObject({ ok: false, status: 404 });
  });

  it("a Featured post goes to checkout, and once paid and approved is pinned for 14 days", async () => {
    const res = await postForm(w, "/jobs/post", pat, post({ title: "Head Baker", pricingTier: "featured" }));
    expect(res.status).toBe(302);
    const [row] = await w.db.select().from(localJobs).where(eq(localJobs.title, "Head Baker"));
    expect(res.headers.get("Location")).toBe(`/checkout?type=job-featured&id=${row!.id}`);
    expect(row).toMatchObject({ pricingTier: "featured", paymentAmount: "49.00", paymentStatus: "pending" });
    const checkout = await html(res.headers.get("Location")!, { cookie: pat });
    expect(checkout.status).toBe(200);
    expect(checkout.text).toContain("$49.00");
    // Someone else cannot pay for it; the free tier is never charged.
    expect((await createOrder(w.db, { id: "seed-member-jamie" }, { type: "job-featured", tier: null, itemId: row!.id }, new Date())).ok).toBe(false);
    expect((await createOrder(w.db, { id: "seed-member-pat" }, { type: "job-basic", tier: null, itemId: row!.id }, new Date())).ok).toBe(false);
    const order = await createOrder(w.db, { id: "seed-member-pat" }, { type: "job-featured", tier: null, itemId: row!.id }, new Date());
    if (!order.ok) throw new Error(`no order: ${order.message}`);
    expect(await fulfilOrder(w.db, order.order.id, { provider: "test" }, new Date())).toBe(true);
    expect((await w.db.query.localJobs.findFirst({ where: eq(localJobs.id, row!.id) }))?.paymentStatus).toBe("paid");
    await postForm(w, "/admin/jobs", admin, { intent: "approve", localJobId: String(row!.id) });
    const approved = await w.db.query.localJobs.findFirst({ where: and(eq(localJobs.id, row!.id), eq(localJobs.status, "approved")) });
    expect(approved?.isPinned).toBe(true);
    expect(approved!.pinnedUntil!.getTime() - approved!.publishedAt!.getTime()).toBe(14 * DAY);
    const top = await cardTitles("/jobs");
    expect(
      top
        .slice(0, 2)
        .map((j) => j.title)
        .sort(),
    ).toEqual(["Front Counter & Catering Coordinator", "Head Baker"]);
    // After 14 days it is no longer pinned (but still listed until day 30).
    const later = await w.fetch("/jobs?q=Head+Baker", {
      headers: { "X-Test-Now": new Date(approved!.publishedAt!.getTime() + 15 * DAY).toISOString() },
    });
    const laterBody = await later.text();
    expect(pageText(laterBody)).toContain("Head Baker");
    expect(laterBody).not.toContain(">Featured</span>");
  });
});

describe("paying for and refunding a Featured post", () => {
  it("pins an already-approved post at once when paid, and a refund unpins it in the same batch as the order", async () => {
    await postForm(w, "/jobs/post", pat, post({ title: "Cake Decorator", pricingTier: "featured" }));
    const [row] = await w.db.select().from(localJobs).where(eq(localJobs.title, "Cake Decorator"));
    await postForm(w, "/admin/jobs", admin, { intent: "approve", localJobId: String(row!.id) });
    const before = await w.db.query.localJobs.findFirst({ where: eq(localJobs.id, row!.id) });
    expect(before).toMatchObject({ status: "approved", isPinned: false });
    const order = await createOrder(w.db, { id: "seed-member-pat" }, { type: "job-featured", tier: null, itemId: row!.id }, new Date());
    if (!order.ok) throw new Error(`no order: ${order.message}`);
    const paidAt = new Date();
    expect(await fulfilOrder(w.db, order.order.id, { provider: "test" }, paidAt)).toBe(true);
    const paid = await w.db.query.localJobs.findFirst({ where: eq(localJobs.id, row!.id) });
    expect(paid).toMatchObject({ paymentStatus: "paid", isPinned: true });
    expect(paid!.pinnedUntil!.getTime() - paidAt.getTime()).toBe(14 * DAY);
    expect(await refundOrder(w.db, order.order.id, new Date())).toEqual({ ok: true });
    const refunded = await w.db.query.localJobs.findFirst({ where: eq(localJobs.id, row!.id) });
    expect(refunded).toMatchObject({ paymentStatus: "refunded", isPinned: false, pinnedUntil: null });
  });
});

describe("JSON API", () => {
  it("GET /api/jobs/featured/ and without the slash: the home shape, at most 15", async () => {
    for (const path of ["/api/jobs/featured/", "/api/jobs/featured", "/api/jobs/featured/?limit=15", "/api/jobs/featured?limit=100"]) {
      const res = await w.fetch(path);
      expect(res.status, path).toBe(200);
      const list = (await res.json()) as Record<string, unknown>[];
      expect(list.length).toBe(15);
      for (const job of list) {
        expect(Object.keys(job).sort()).toEqual([
          "company",
          "description",
          "distanceFromGreenwood",
          "employmentType",
          "id",
          "isRemote",
          "location",
          "postedDate",
          "title",
        ]);
        expect(typeof job.isRemote).toBe("boolean");
        expect(job.description).not.toMatch(/</);
      }
    }
    const six = (await (await w.fetch("/api/jobs/featured/?limit=6")).json()) as unknown[];
    expect(six).toHaveLength(6);
    for (const bad of ["0", "abc", "-1", "1.5"]) {
      const res = await w.fetch(`/api/jobs/featured?limit=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toHaveProperty("message");
    }
    expect((await w.fetch("/api/jobs/featured", { method: "POST" })).status).toBe(405);
  });

  it("GET /api/jobs takes the page's filters and refuses bad ones", async () => {
    const res = await w.fetch("/api/jobs?type=Part-time&distance=25");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { jobs: { employmentType: string }[]; total: number; page: number; pages: number };
    expect(body.total).toBeGreaterThan(0);
    expect(body.jobs.every((j) => j.employmentType === "Part-time")).toBe(true);
    expect(body.page).toBe(1);
    for (const bad of ["distance=12", "type=Gig", "remote=maybe", "category=x", "posted=2"]) {
      const r = await w.fetch(`/api/jobs?${bad}`);
      expect(r.status, bad).toBe(400);
      expect(((await r.json()) as { message: string }).message).toBeTruthy();
    }
  });

  it("GET /api/jobs/{id} and /api/job-categories", async () => {
    const job = (await (await w.fetch("/api/jobs/job-0001")).json()) as Record<string, unknown>;
    expect(job).toMatchObject({
      id: "job-0001",
      title: "Registered Nurse – Medical/Surgical",
      company: "Southlake Regional Health",
      isActive: true,
      employmentType: "Full-time",
    });
    expect(Array.isArray(job.skills)).toBe(true);
    const missing = await w.fetch("/api/jobs/nope");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: "Job Not Found" });
    const cats = (await (await w.fetch("/api/job-categories")).json()) as { id: number; name: string; color: string }[];
    expect(cats.map((c) => c.name)).toContain("Healthcare");
    expect(Object.keys(cats[0]!).sort()).toEqual(["color", "description", "id", "name"]);
  });
});

describe("search", () => {
  it("has a Jobs tab", async () => {
    const res = await w.fetch("/search?q=machinist&type=jobs", { cookie: jamie });
    const text = pageText(await res.text());
    expect(text).toContain("Jobs (1)");
    expect(text).toContain("CNC Machinist");
    const api = (await (await w.fetch("/api/search?q=forklift", { cookie: jamie })).json()) as { jobs: { title: string }[] };
    expect(api.jobs.map((j) => j.title)).toEqual(["Forklift Operator"]);
  });
});
