// /schools, /emergency and their admin tabs: loaders, filters, the contact order, and the admin actions (who may,
// what bad input gets, what is written).
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { schoolDistricts, schools, serviceContacts } from "../../db/schema";
import { pageText as text, postForm, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let admin: string;
let member: string;
beforeAll(async () => {
  w = await startTestWorker();
  admin = await sessionCookie(w, "seed-admin");
  member = await sessionCookie(w, "seed-member-jamie");
});
afterAll(async () => {
  await w?.close();
});

describe("/schools", () => {
  it("groups schools by district with key dates and the computed stats row", async () => {
    const res = await w.fetch("/schools");
    expect(res.status).toBe(200);
    const page = text(await res.text());
    expect(page).toMatch(/3 Districts 8\+ Schools 8K\+ Students/);
    expect(page).toContain("Greenwood Community School Corporation");
    expect(page).toContain("Center Grove Community School Corporation");
    expect(page).toContain("Clark-Pleasant Community School Corporation");
    expect(page).toMatch(/Fall Break: Oct \d{1,2} – \d{1,2}, \d{4}/);
    expect(page).toContain("(317) 555-0142");
  });

  // Issue 31, item 13: the seeded school year is the current one (or the next, in summer), computed from the clock.
  it("seeds the key dates of the school year under way, relative to today", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const districts = await w.db.select().from(schoolDistricts);
    expect(districts.length).toBeGreaterThan(0);
    const page = text(await (await w.fetch("/schools")).text());
    for (const d of districts) {
      const first = d.keyDates.find((k) => k.label === "First Day")!.start;
      const last = d.keyDates.find((k) => k.label === "Last Day")!.start;
      expect(last > today, `${d.name}: the year's last day is still ahead`).toBe(true);
      expect(Date.parse(first)).toBeGreaterThan(Date.now() - 366 * 86_400_000);
      const fall = Number(first.slice(0, 4));
      expect(d.schoolYear).toBe(`${fall}-${fall + 1}`);
      expect(page).toContain(`${d.schoolYear} Key Dates`);
      for (const k of d.keyDates) expect(new Date(`${k.start}T12:00:00Z`).getUTCDay() % 6, `${d.name}: ${k.label} starts on a weekday`).not.toBe(0);
    }
    expect(page).toContain("(317) 555-0142");
  });

  it("filters by district and type; junk filters mean 'all'", async () => {
    const page = text(await (await w.fetch("/schools?district=3&type=middle")).text());
    expect(page).toContain("Clark-Pleasant Middle School");
    expect(page).not.toContain("Whiteland Community High School");
    expect(page).not.toContain("Center Grove Middle School North");
    const junk = await w.fetch("/schools?district=1e309&type=<script>");
    expect(junk.status).toBe(200);
    expect(text(await junk.text())).toContain("Center Grove High School");
  });

  it("leaves hidden districts and schools out, stats included", async () => {
    await w.db.update(schools).set({ isActive: false }).where(eq(schools.id, 2));
    const page = text(await (await w.fetch("/schools")).text());
    expect(page).not.toContain("Greenwood Community High School");
    expect(page).toMatch(/3 Districts 7\+ Schools 7K\+ Students/);
    await w.db.update(schools).set({ isActive: true }).where(eq(schools.id, 2));
  });
});

describe("/emergency", () => {
  it("is titled Government Services and lists 911 first, then urgent, then normal contacts", async () => {
    const html = await (await w.fetch("/emergency")).text();
    expect(html).toContain("<title>Government Services</title>");
    const page = text(html);
    const at = (name: string) => page.indexOf(name);
    expect(at("Emergency Services")).toBeGreaterThan(-1);
    expect(at("Emergency Services")).toBeLessThan(at("Greenwood Police Department"));
    expect(at("Indiana Poison Center")).toBeLessThan(at("Greenwood Water & Sewer"));
    expect(html).toContain('href="tel:911"');
    expect(html).toContain('href="tel:3175550170"');
  });
});

describe("admin tabs", () => {
  it("are for admins only: visitors go to sign in, members get 403, and nothing changes", async () => {
    const visitor = await w.fetch("/admin/schools");
    expect(visitor.status).toBe(302);
    expect((await w.fetch("/admin/services", { cookie: member })).status).toBe(403);
    const res = await postForm(w, "/admin/services", member, { intent: "hide", kind: "contact", id: "1" });
    expect(res.status).toBe(403);
    const [row] = await w.db.select().from(serviceContacts).where(eq(serviceContacts.id, 1));
    expect(row!.isActive).toBe(true);
  });

  it("refuses a bad school with the field's message, keeps the input and writes nothing", async () => {
    const before = await w.db.select().from(schools);
    const res = await postForm(w, "/admin/schools", admin, {
      intent: "save-school",
      name: "Bad Website Elementary",
      districtId: "1",
      type: "elementary",
      website: "javascript:alert(1)",
      enrollment: "12abc",
    });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('value="Bad Website Elementary"');
    const page = text(html);
    expect(page).toContain("Please enter a valid website URL (http or https)");
    expect(page).toContain("Enrollment is a whole number up to 100,000");
    expect(await w.db.select().from(schools)).toHaveLength(before.length);
    const unknownDistrict = await postForm(w, "/admin/schools", admin, {
      intent: "save-school",
      name: "Nowhere School",
      districtId: "999",
      type: "high",
    });
    expect(unknownDistrict.status).toBe(400);
    expect(text(await unknownDistrict.text())).toContain("Choose a district");
  });

  it("saves a district with its key dates, recording who verified it and when", async () => {
    const res = await w.fetch("/admin/schools", {
      method: "POST",
      cookie: admin,
      headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Test-Now": "2026-11-20T15:00:00Z" },
      body: new URLSearchParams({
        intent: "save-district",
        editId: "2",
        name: "Center Grove Community School Corporation",
        schoolYear: "2024-2025",
        website: "https://centergrove-schools.example",
        phone: "317-555-0150",
        keyDates: "First Day: 2024-08-01\nFall Break: 2024-10-21 to 2024-10-25\nLast Day: 2025-05-23",
      }).toString(),
    });
    expect(res.status).toBe(302);
    const [row] = await w.db.select().from(schoolDistricts).where(eq(schoolDistricts.id, 2));
    expect(row!.keyDates).toEqual([
      { label: "First Day", start: "2024-08-01" },
      { label: "Fall Break", start: "2024-10-21", end: "2024-10-25" },
      { label: "Last Day", start: "2025-05-23" },
    ]);
    expect(row!.verifiedBy).toBe("seed-admin");
    expect(row!.verifiedAt?.toISOString()).toBe("2026-11-20T15:00:00.000Z");
    const bad = await postForm(w, "/admin/schools", admin, {
      intent: "save-district",
      name: "X",
      schoolYear: "2024-2025",
      keyDates: "Spring Break: 2025-02-30",
    });
    expect(bad.status).toBe(400);
    expect(text(await bad.text())).toContain("Key dates: One per line");
  });

  it("adds, hides, reorders and verifies a service contact", async () => {
    const add = await postForm(w, "/admin/services", admin, {
      intent: "save-contact",
      name: "Animal Control",
      type: "city",
      priority: "normal",
      phone: "317-555-0181",
      hours: "Mon-Fri 8:00 AM-4:00 PM",
    });
    expect(add.status).toBe(302);
    const [added] = await w.db.select().from(serviceContacts).where(eq(serviceContacts.name, "Animal Control"));
    expect(added).toMatchObject({ phone: "317-555-0181", priority: "normal", isActive: true, verifiedBy: "seed-admin" });
    expect(text(await (await w.fetch("/emergency")).text())).toContain("(317) 555-0181");

    expect((await postForm(w, "/admin/services", admin, { intent: "up", kind: "contact", id: String(added!.id) })).status).toBe(302);
    const normal = await w.db.select().from(serviceContacts).where(eq(serviceContacts.priority, "normal"));
    const order = normal.sort((a, b) => a.sortOrder - b.sortOrder).map((c) => c.name);
    expect(order.slice(-2)).toEqual(["Animal Control", "Greenwood Parks & Recreation"]);

    await postForm(w, "/admin/services", admin, { intent: "hide", kind: "contact", id: String(added!.id) });
    expect(text(await (await w.fetch("/emergency")).text())).not.toContain("Animal Control");

    const missing = await postForm(w, "/admin/services", admin, { intent: "verify", kind: "contact", id: "99999" });
    expect(missing.status).toBe(302);
    expect(decodeURIComponent(missing.headers.get("Set-Cookie") ?? "")).toContain("That record no longer exists");
    const noPhone = await postForm(w, "/admin/services", admin, {
      intent: "save-contact",
      name: "No Phone",
      type: "city",
      priority: "normal",
      phone: " ",
    });
    expect(noPhone.status).toBe(400);
    expect(text(await noPhone.text())).toContain("Phone is required");
  });
});
