// Residents' reviews of businesses (issue 33 §2) in the built worker, JavaScript off (plain form posts): a review
// written with a picture, replied to by the owner, reported, and removed by a moderator with its audit row, while the
// residents' average and Google's rating stay apart; the owner refused; a new account held; the form's messages;
// editing and deleting; the directory's "Highest Rated" sort; the data export and account deletion.
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REVIEW_MESSAGES } from "../../app/lib/reviews";
import { auditLog, businesses, businessReviews, uploads, users } from "../../db/schema";
import { photoJpeg } from "../support/pictures";
import { pageText, postForm, postMultipart, sessionCookie, startTestWorker, type TestWorker } from "../support/worker";

let w: TestWorker;
let jamie: string; // owns Willow & Sage Day Spa (approved claim)
let pat: string;
let avery: string;
let moderator: string;
let spa: { id: number; rating: number; reviewCount: number };
const HOUR = 3_600_000;

async function member(id: string, createdAt: Date) {
  await w.db
    .insert(users)
    .values({ id, email: `${id}@greenwood.example`, firstName: id.split("-")[1], lastName: "Tester", createdAt, updatedAt: createdAt });
  return sessionCookie(w, id);
}

function review(fields: Record<string, string>, picture?: File) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  if (picture) form.set("picture", picture);
  return form;
}
const good = {
  rating: "4",
  title: "Relaxing afternoon",
  body: "The hot stone massage was wonderful and the staff were kind. Details at https://spam.example/deal",
};

async function page(path: string, cookie?: string) {
  const res = await w.fetch(path, cookie ? { cookie } : {});
  return { status: res.status, html: await res.text() };
}

function jsonLd(html: string) {
  const m = html.match(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/);
  return JSON.parse(m![1]) as {
    aggregateRating?: { ratingValue: number; reviewCount: number };
    review?: { name: string; author: { name: string } }[];
  };
}

beforeAll(async () => {
  w = await startTestWorker({ images: false });
  jamie = await sessionCookie(w, "seed-member-jamie");
  pat = await sessionCookie(w, "seed-member-pat");
  avery = await sessionCookie(w, "seed-resident-avery");
  moderator = await sessionCookie(w, "seed-moderator");
  const [row] = await w.db.select().from(businesses).where(eq(businesses.name, "Willow & Sage Day Spa"));
  spa = row;
}, 120_000);
afterAll(async () => {
  await w?.close();
});

describe("a review's life", () => {
  it("is written with a picture, replied to, reported and removed; the residents' average stays apart from Google's", async () => {
    const before = await page(`/businesses/${spa.id}`);
    expect(pageText(before.html)).toContain("No residents' reviews yet");
    expect(jsonLd(before.html).aggregateRating).toBeUndefined();

    // Pat writes a review with a picture.
    const posted = await postMultipart(w, `/businesses/${spa.id}/review`, pat, review(good, photoJpeg()));
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe(`/businesses/${spa.id}#reviews`);
    const [row] = await w.db
      .select()
      .from(businessReviews)
      .where(and(eq(businessReviews.businessId, spa.id), eq(businessReviews.authorId, "seed-member-pat")));
    expect(row).toMatchObject({ rating: 4, status: "published", title: "Relaxing afternoon" });
    expect(row.pictureUrl).toMatch(/^\/media\//);
    const [upload] = await w.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, row.pictureUrl!.slice("/media/".length)));
    expect(upload).toMatchObject({ kind: "review", itemId: row.id, ownerId: "seed-member-pat" });

    const shown = await page(`/businesses/${spa.id}`);
    const text = pageText(shown.html);
    expect(text).toContain("Relaxing afternoon");
    expect(text).toContain("Pat O.");
    expect(shown.html).toContain(`src="${row.pictureUrl}`);
    // The link in the text is text, never a link.
    expect(text).toContain("https://spam.example/deal");
    expect(shown.html).not.toMatch(/href="https:\/\/spam\.example/);
    // Two numbers, each labelled: residents 4.0 from 1 review, Google's (the listing's rating) unchanged.
    expect(shown.html).toMatch(/data-testid="residents-rating"[\s\S]*?aria-label="Rated 4\.0 out of 5 by residents from 1 reviews"/);
    expect(shown.html).toContain(`aria-label="Rated ${spa.rating.toFixed(1)} out of 5 by Google from ${spa.reviewCount} reviews"`);
    const [after] = await w.db.select().from(businesses).where(eq(businesses.id, spa.id));
    expect(after).toMatchObject({ rating: spa.rating, reviewCount: spa.reviewCount, residentRating: 4, residentReviewCount: 1 });
    // Structured data: the residents' numbers, never Google's.
    const ld = jsonLd(shown.html);
    expect(ld.aggregateRating).toMatchObject({ ratingValue: 4, reviewCount: 1 });
    expect(ld.review?.map((r) => r.name)).toEqual(["Relaxing afternoon"]);

    // Only the owner replies; Pat cannot.
    const notOwner = await postForm(w, `/businesses/${spa.id}`, pat, { intent: "reply", reviewId: String(row.id), reply: "Thanks!" });
    expect(notOwner.status).toBe(403);
    expect(pageText(await notOwner.text())).toContain(REVIEW_MESSAGES.notYours);
    const empty = await postForm(w, `/businesses/${spa.id}`, jamie, { intent: "reply", reviewId: String(row.id), reply: "  " });
    expect(empty.status).toBe(400);
    expect(pageText(await empty.text())).toContain(REVIEW_MESSAGES.replyRequired);
    const replied = await postForm(w, `/businesses/${spa.id}`, jamie, {
      intent: "reply",
      reviewId: String(row.id),
      reply: "Thank you, Pat! Ask for Lena next time.",
    });
    expect(replied.status).toBe(302);
    expect(pageText((await page(`/businesses/${spa.id}`)).html)).toMatch(/Response from the owner[^T]*Thank you, Pat! Ask for Lena next time\./);

    // Anyone signed in reports it, once; the author cannot.
    expect(
      (await postForm(w, `/businesses/${spa.id}`, pat, { intent: "report", reviewId: String(row.id), reason: "Spam or advertising" })).status,
    ).toBe(400);
    const reported = await postForm(w, `/businesses/${spa.id}`, avery, {
      intent: "report",
      reviewId: String(row.id),
      reason: "Spam or advertising",
      details: "Links to a deal site",
    });
    expect(reported.status).toBe(302);
    const again = await postForm(w, `/businesses/${spa.id}`, avery, { intent: "report", reviewId: String(row.id), reason: "Other" });
    expect(again.status).toBe(409);
    expect(pageText(await again.text())).toContain(REVIEW_MESSAGES.alreadyReported);

    // The moderators' queue shows it with its report, and the tab counts it.
    const queue = pageText((await page("/admin/reviews", moderator)).html);
    expect(queue).toContain("Relaxing afternoon");
    expect(queue).toContain("1 report");
    expect(queue).toContain("Links to a deal site");
    expect(pageText((await page("/admin/reviews", moderator)).html)).toMatch(/Reviews \(\d+ waiting\)/);
    expect((await page("/admin/reviews", pat)).status).toBe(403);

    // Removed: gone from the page and the averages, with the audit row.
    const removed = await postForm(w, "/admin/reviews", moderator, { id: String(row.id), intent: "remove" });
    expect(removed.status).toBe(302);
    const gone = await page(`/businesses/${spa.id}`);
    expect(pageText(gone.html)).not.toContain("Relaxing afternoon");
    expect(pageText(gone.html)).toContain("No residents' reviews yet");
    expect(jsonLd(gone.html).aggregateRating).toBeUndefined();
    const [zero] = await w.db.select().from(businesses).where(eq(businesses.id, spa.id));
    expect(zero).toMatchObject({ residentReviewCount: 0, rating: spa.rating });
    const [audit] = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review.remove"), eq(auditLog.targetId, String(row.id))));
    expect(audit).toMatchObject({
      actorId: "seed-moderator",
      targetType: "business_review",
      before: { status: "published" },
      after: { status: "removed" },
    });
    expect(pageText((await page("/admin/reviews", moderator)).html)).not.toContain("Relaxing afternoon");
    // A removed review cannot be edited back.
    const edit = await postMultipart(w, `/businesses/${spa.id}/review`, pat, review(good));
    expect(edit.status).toBe(403);
  });

  it("the business's owner cannot review it", async () => {
    const form = await page(`/businesses/${spa.id}/review`, jamie);
    expect(form.status).toBe(403);
    expect(pageText(form.html)).toContain(REVIEW_MESSAGES.ownBusiness);
    const res = await postMultipart(w, `/businesses/${spa.id}/review`, jamie, review({ ...good, title: "Best spa ever" }));
    expect(res.status).toBe(403);
    expect(
      await w.db
        .select()
        .from(businessReviews)
        .where(eq(businessReviews.authorId, "seed-member-jamie"))
        .then((rows) => rows.some((r) => r.businessId === spa.id)),
    ).toBe(false);
    expect(pageText((await page(`/businesses/${spa.id}`, jamie)).html)).toContain("you can reply to reviews, but not review it");
  });

  it("an account younger than a day is held for a moderator, then approved (audited)", async () => {
    const [tire] = await w.db.select().from(businesses).where(eq(businesses.name, "Three Rivers Tire & Brake"));
    const fresh = await member("review-newbie", new Date(Date.now() - 2 * HOUR));
    const res = await postMultipart(
      w,
      `/businesses/${tire.id}/review`,
      fresh,
      review({ rating: "2", title: "Held for now", body: "Waited two hours past my appointment time for a tire rotation." }),
    );
    expect(res.status).toBe(302);
    expect(decodeURIComponent(res.headers.getSetCookie().join(";"))).toContain("Review Received");
    expect(pageText((await page(`/businesses/${tire.id}`)).html)).not.toContain("Held for now");
    expect(pageText((await page(`/businesses/${tire.id}`, fresh)).html)).toContain('Your review "Held for now" is waiting for a moderator');
    const [held] = await w.db.select().from(businessReviews).where(eq(businessReviews.authorId, "review-newbie"));
    expect(held.status).toBe("held");
    const [{ residentReviewCount }] = await w.db.select().from(businesses).where(eq(businesses.id, tire.id));
    expect(residentReviewCount).toBe(1); // the seed's one review; the held one does not count
    const queue = pageText((await page("/admin/reviews", moderator)).html);
    expect(queue).toContain("Held for now");
    expect(queue).toContain("Held: new account");
    expect((await postForm(w, "/admin/reviews", moderator, { id: String(held.id), intent: "approve" })).status).toBe(302);
    expect(pageText((await page(`/businesses/${tire.id}`)).html)).toContain("Held for now");
    const [audit] = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review.approve"), eq(auditLog.targetId, String(held.id))));
    expect(audit).toMatchObject({ before: { status: "held" }, after: { status: "published" } });
    const [counted] = await w.db.select().from(businesses).where(eq(businesses.id, tire.id));
    expect(counted.residentReviewCount).toBe(2);
  });

  it("shows the form's messages and keeps what was typed", async () => {
    const [lanes] = await w.db.select().from(businesses).where(eq(businesses.name, "Pinwheel Lanes"));
    const cases: [Record<string, string>, string][] = [
      [{ title: "No stars", body: "A perfectly fine bowling night with friends." }, REVIEW_MESSAGES.rating],
      [{ rating: "6", title: "Six stars", body: "A perfectly fine bowling night with friends." }, REVIEW_MESSAGES.rating],
      [{ rating: "4", title: "", body: "A perfectly fine bowling night with friends." }, REVIEW_MESSAGES.titleRequired],
      [{ rating: "4", title: "Too short", body: "Fun." }, REVIEW_MESSAGES.bodyTooShort],
      [{ rating: "4", title: "Too long", body: "x".repeat(2001) }, REVIEW_MESSAGES.bodyTooLong],
    ];
    for (const [fields, message] of cases) {
      const res = await postMultipart(w, `/businesses/${lanes.id}/review`, pat, review(fields));
      expect(res.status, message).toBe(400);
      const html = await res.text();
      expect(pageText(html)).toContain(message);
      if (fields.title) expect(html).toContain(`value="${fields.title}"`);
    }
    expect(
      await w.db
        .select()
        .from(businessReviews)
        .where(and(eq(businessReviews.businessId, lanes.id), eq(businessReviews.authorId, "seed-member-pat"))),
    ).toHaveLength(0);
  });

  it("the author edits and deletes their review; the average follows", async () => {
    const [lanes] = await w.db.select().from(businesses).where(eq(businesses.name, "Pinwheel Lanes"));
    const url = `/businesses/${lanes.id}/review`;
    expect(
      (
        await postMultipart(
          w,
          url,
          pat,
          review({ rating: "5", title: "Great league night", body: "Our Tuesday league has a blast here every week." }),
        )
      ).status,
    ).toBe(302);
    const [mid] = await w.db.select().from(businesses).where(eq(businesses.id, lanes.id));
    expect(mid.residentReviewCount).toBe(3);
    expect(mid.residentRating).toBeCloseTo((4 + 3 + 5) / 3, 2);
    const form = await page(url, pat);
    expect(pageText(form.html)).toContain("Edit your review");
    expect(form.html).toContain('value="Great league night"');
    expect(
      (
        await postMultipart(
          w,
          url,
          pat,
          review({ rating: "1", title: "League night went downhill", body: "Lanes kept jamming all evening this week." }),
        )
      ).status,
    ).toBe(302);
    const text = pageText((await page(`/businesses/${lanes.id}`)).html);
    expect(text).toContain("League night went downhill");
    expect(text).not.toContain("Great league night");
    const [edited] = await w.db.select().from(businesses).where(eq(businesses.id, lanes.id));
    expect(edited.residentRating).toBeCloseTo((4 + 3 + 1) / 3, 2);
    expect((await postForm(w, url, pat, { intent: "delete" })).status).toBe(302);
    expect(pageText((await page(`/businesses/${lanes.id}`)).html)).not.toContain("League night went downhill");
    const [back] = await w.db.select().from(businesses).where(eq(businesses.id, lanes.id));
    expect(back.residentReviewCount).toBe(2);
  });

  it("reviews are newest first and paged", async () => {
    const [bakery] = await w.db.select().from(businesses).where(eq(businesses.name, "Maplecrest Bakehouse"));
    const html = (await page(`/businesses/${bakery.id}`)).html;
    const titles = [...html.matchAll(/<h3 class="font-semibold">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(titles.slice(0, 2)).toEqual(["Worth the Saturday line", "Great cake, order early"]);
    // Eleven more reviews make a second page.
    for (let i = 0; i < 11; i++) {
      const id = `review-pager-${i}`;
      await w.db.insert(users).values({ id, email: `${id}@greenwood.example`, firstName: "Pager" });
      await w.db.insert(businessReviews).values({
        businessId: bakery.id,
        authorId: id,
        rating: 4,
        title: `Paged review ${i}`,
        body: "Nice bread and quick service today.",
        createdAt: new Date(Date.now() - 200 * 86_400_000 - i * HOUR),
      });
    }
    const first = pageText((await page(`/businesses/${bakery.id}`)).html);
    expect(first).toContain("Page 1 of 2");
    const second = pageText((await page(`/businesses/${bakery.id}?page=2`)).html);
    expect(second).toContain("Paged review 10");
    expect(second).not.toContain("Worth the Saturday line");
  });
});

describe("the directory's Highest Rated sort", () => {
  it("uses the residents' average from 3 reviews on, else Google's, and says which", async () => {
    const [collision] = await w.db.select().from(businesses).where(eq(businesses.name, "Redbud Collision Center"));
    const old = new Date(Date.now() - 90 * 86_400_000);
    const before = pageText((await page("/directory?sort=rating")).html);
    expect(before).toContain("Highest Rated uses the residents' average");
    for (const [i, stars] of [5, 5].entries()) {
      const cookie = await member(`review-sorter-${i}`, old);
      await postMultipart(
        w,
        `/businesses/${collision.id}/review`,
        cookie,
        review({ rating: String(stars), title: `Sorter ${i}`, body: "Fixed my bumper perfectly and quickly." }),
      );
    }
    // Two reviews: the card still shows, and sorts by, Google's number.
    let html = (await page("/directory?sort=rating")).html;
    expect(html).not.toMatch(new RegExp(`${collision.name}[\\s\\S]{0,400}?data-rating-source="residents"`));
    const cookie = await member("review-sorter-2", old);
    await postMultipart(
      w,
      `/businesses/${collision.id}/review`,
      cookie,
      review({ rating: "5", title: "Sorter 2", body: "Fixed my bumper perfectly and quickly." }),
    );
    // Three: residents' 5.0 puts it first, and its card says "Residents".
    html = (await page("/directory?sort=rating")).html;
    const firstCard = html.slice(
      html.indexOf('data-testid="directory-list"') >= 0 ? html.indexOf('data-testid="directory-list"') : html.indexOf('<ul class="mt-4 grid'),
    );
    const names = [...firstCard.matchAll(/<h2 class="font-semibold">([^<]+)<\/h2>/g)].map((m) => m[1].replace(/&amp;/g, "&"));
    expect(names[0]).toBe(collision.name);
    expect(html).toMatch(/data-rating-source="residents"[^>]*>|aria-label="Rated 5\.0 out of 5 by residents from 3 reviews"/);
    expect(html).toContain('aria-label="Rated 5.0 out of 5 by residents from 3 reviews"');
    expect(html).toMatch(/aria-label="Rated [\d.]+ out of 5 by Google from \d+ reviews"/);
  });
});

describe("the member's data", () => {
  it("the export includes their reviews with the picture; deleting the account deletes them and the picture", async () => {
    const id = "review-leaving";
    const cookie = await member(id, new Date(Date.now() - 30 * 86_400_000));
    const [vet] = await w.db.select().from(businesses).where(eq(businesses.name, "Barkwood Veterinary Clinic"));
    expect(
      (
        await postMultipart(
          w,
          `/businesses/${vet.id}/review`,
          cookie,
          review({ rating: "1", title: "Leaving soon", body: "Long wait in the lobby, but the vet was kind." }, photoJpeg()),
        )
      ).status,
    ).toBe(302);
    const [mine] = await w.db.select().from(businessReviews).where(eq(businessReviews.authorId, id));
    const data = (await (await w.fetch("/account/data", { cookie })).json()) as { businessReviews: { title: string; pictureUrl: string }[] };
    expect(data.businessReviews).toHaveLength(1);
    expect(data.businessReviews[0]).toMatchObject({ title: "Leaving soon", pictureUrl: `http://127.0.0.1:8787${mine.pictureUrl}` });
    const key = `uploads/${mine.pictureUrl!.slice("/media/".length)}/original`;
    expect(await (await w.r2()).head(key)).not.toBeNull();
    const [mid] = await w.db.select().from(businesses).where(eq(businesses.id, vet.id));
    expect(mid.residentReviewCount).toBe(3);

    expect((await postForm(w, "/account", cookie, { intent: "delete", confirm: "DELETE" })).status).toBe(302);
    expect(await w.db.select().from(businessReviews).where(eq(businessReviews.authorId, id))).toHaveLength(0);
    expect(await (await w.r2()).head(key)).toBeNull();
    expect((await w.fetch(mine.pictureUrl!)).status).toBe(404);
    const [after] = await w.db.select().from(businesses).where(eq(businesses.id, vet.id));
    expect(after.residentReviewCount).toBe(2);
    expect(after.residentRating).toBe(5);
  });
});
