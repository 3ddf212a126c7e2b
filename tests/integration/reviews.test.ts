// Residents' reviews of businesses (issue 33 §2) in the built worker, JavaScript off (plain form posts): a review
// written with a picture, replied to by the owner, reported, and removed by a moderator with its audit row, while the
// residents' average and Google's rating stay apart; the owner refused; a new account held; the form's messages;
// editing and deleting; the directory's "Highest Rated" sort; the data export and account deletion.
import { and, asc, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationText } from "~/lib/i18n/catalogue.server";
import { REVIEW_MESSAGES } from "../../app/lib/reviews";
import { auditLog, businesses, businessReviews, eventRsvps, events, uploads, users } from "../../db/schema";
import { first } from "../support/must";
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
  return JSON.parse(m![1]!) as {
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
  spa = row!;
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
    expect(row!.pictureUrl).toMatch(/^\/media\//);
    const [upload] = await w.db
      .select()
      .from(uploads)
      .where(eq(uploads.id, row!.pictureUrl!.slice("/media/".length)));
    expect(upload).toMatchObject({ kind: "review", itemId: row!.id, ownerId: "seed-member-pat" });

    const shown = await page(`/businesses/${spa.id}`);
    const text = pageText(shown.html);
    expect(text).toContain("Relaxing afternoon");
    expect(text).toContain("Pat O.");
    expect(shown.html).toContain(`src="${row!.pictureUrl}`);
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
    const notOwner = await postForm(w, `/businesses/${spa.id}`, pat, { intent: "reply", reviewId: String(row!.id), reply: "Thanks!" });
    expect(notOwner.status).toBe(403);
    expect(pageText(await notOwner.text())).toContain(REVIEW_MESSAGES.notYours);
    const empty = await postForm(w, `/businesses/${spa.id}`, jamie, { intent: "reply", reviewId: String(row!.id), reply: "  " });
    expect(empty.status).toBe(400);
    expect(pageText(await empty.text())).toContain(REVIEW_MESSAGES.replyRequired);
    const replied = await postForm(w, `/businesses/${spa.id}`, jamie, {
      intent: "reply",
      reviewId: String(row!.id),
      reply: "Thank you, Pat! Ask for Lena next time.",
    });
    expect(replied.status).toBe(302);
    expect(pageText((await page(`/businesses/${spa.id}`)).html)).toMatch(/Response from the owner[^T]*Thank you, Pat! Ask for Lena next time\./);

    // Anyone signed in reports it, once; the author cannot.
    expect(
      (await postForm(w, `/businesses/${spa.id}`, pat, { intent: "report", reviewId: String(row!.id), reason: "Spam or advertising" })).status,
    ).toBe(400);
    const reported = await postForm(w, `/businesses/${spa.id}`, avery, {
      intent: "report",
      reviewId: String(row!.id),
      reason: "Spam or advertising",
      details: "Links to a deal site",
    });
    expect(reported.status).toBe(302);
    const again = await postForm(w, `/businesses/${spa.id}`, avery, { intent: "report", reviewId: String(row!.id), reason: "Other" });
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
    const removed = await postForm(w, "/admin/reviews", moderator, { id: String(row!.id), intent: "remove" });
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
      .where(and(eq(auditLog.action, "review.remove"), eq(auditLog.targetId, String(row!.id))));
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
      `/businesses/${tire!.id}/review`,
      fresh,
      review({ rating: "2", title: "Held for now", body: "Waited two hours past my appointment time for a tire rotation." }),
    );
    expect(res.status).toBe(302);
    expect(decodeURIComponent(res.headers.getSetCookie().join(";"))).toContain("Review Received");
    expect(pageText((await page(`/businesses/${tire!.id}`)).html)).not.toContain("Held for now");
    expect(pageText((await page(`/businesses/${tire!.id}`, fresh)).html)).toContain('Your review "Held for now" is waiting for a moderator');
    const [held] = await w.db.select().from(businessReviews).where(eq(businessReviews.authorId, "review-newbie"));
    expect(held!.status).toBe("held");
    const { residentReviewCount } = first(await w.db.select().from(businesses).where(eq(businesses.id, tire!.id)));
    expect(residentReviewCount).toBe(1); // the seed's one review; the held one does not count
    const queue = pageText((await page("/admin/reviews", moderator)).html);
    expect(queue).toContain("Held for now");
    expect(queue).toContain("Held: new account");
    expect((await postForm(w, "/admin/reviews", moderator, { id: String(held!.id), intent: "approve" })).status).toBe(302);
    expect(pageText((await page(`/businesses/${tire!.id}`)).html)).toContain("Held for now");
    const [audit] = await w.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "review.approve"), eq(auditLog.targetId, String(held!.id))));
    expect(audit).toMatchObject({ before: { status: "held" }, after: { status: "published" } });
    const [counted] = await w.db.select().from(businesses).where(eq(businesses.id, tire!.id));
    expect(counted!.residentReviewCount).toBe(2);
  });

  it("shows the form's messages and keeps what was typed", async () => {
    const [lanes] = await w.db.select().from(businesses).where(eq(businesses.name, "Pinwheel Lanes"));
    const cases: [Record<string, string>, string][] = [
      [{ title: "No stars", body: "A perfectly fine bowling night with friends." }, REVIEW_MESSAGES.rating],
      [{ rating: "6", title: "Six stars", body: "A perfectly fine bowling night with friends." }, REVIEW_MESSAGES.rating],
      [{ rating: "4", title: "", body: "A perfectly fine bowling night with friends." }, REVIEW_MESSAGES.titleRequired],
      [{ rating: "4", title: "Too short", body: "Fun." }, validationText("en", REVIEW_MESSAGES.bodyTooShort)],
      [{ rating: "4", title: "Too long", body: "x".repeat(2001) }, validationText("en", REVIEW_MESSAGES.bodyTooLong)],
    ];
    for (const [fields, message] of cases) {
      const res = await postMultipart(w, `/businesses/${lanes!.id}/review`, pat, review(fields));
      expect(res.status, message).toBe(400);
      const html = await res.text();
      expect(pageText(html)).toContain(message);
      if (fields.title) expect(html).toContain(`value="${fields.title}"`);
    }
    expect(
      await w.db
        .select()
        .from(businessReviews)
        .where(and(eq(businessReviews.businessId, lanes!.id), eq(businessReviews.authorId, "seed-member-pat"))),
    ).toHaveLength(0);
  });

  it("the author edits and deletes their review; the average follows", async () => {
    const [lanes] = await w.db.select().from(businesses).where(eq(businesses.name, "Pinwheel Lanes"));
    const url = `/businesses/${lanes!.id}/review`;
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
    const [mid] = await w.db.select().from(businesses).where(eq(businesses.id, lanes!.id));
    expect(mid!.residentReviewCount).toBe(3);
    expect(mid!.residentRating).toBeCloseTo((4 + 3 + 5) / 3, 2);
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
    const text = pageText((await page(`/businesses/${lanes!.id}`)).html);
    expect(text).toContain("League night went downhill");
    expect(text).not.toContain("Great league night");
    const [edited] = await w.db.select().from(businesses).where(eq(businesses.id, lanes!.id));
    expect(edited!.residentRating).toBeCloseTo((4 + 3 + 1) / 3, 2);
    expect((await postForm(w, url, pat, { intent: "delete" })).status).toBe(302);
    expect(pageText((await page(`/businesses/${lanes!.id}`)).html)).not.toContain("League night went downhill");
    const [back] = await w.db.select().from(businesses).where(eq(businesses.id, lanes!.id));
    expect(back!.residentReviewCount).toBe(2);
  });

  it("reviews are newest first and paged", async () => {
    const [bakery] = await w.db.select().from(businesses).where(eq(businesses.name, "Maplecrest Bakehouse"));
    const html = (await page(`/businesses/${bakery!.id}`)).html;
    const titles = [...html.matchAll(/<h3 class="font-semibold">([^<]+)<\/h3>/g)].map((m) => m[1]);
    expect(titles.slice(0, 2)).toEqual(["Worth the Saturday line", "Great cake, order early"]);
    // Eleven more reviews make a second page.
    for (let i = 0; i < 11; i++) {
      const id = `review-pager-${i}`;
      await w.db.insert(users).values({ id, email: `${id}@greenwood.example`, firstName: "Pager" });
      await w.db.insert(businessReviews).values({
        businessId: bakery!.id,
        authorId: id,
        rating: 4,
        title: `Paged review ${i}`,
        body: "Nice bread and quick service today.",
        createdAt: new Date(Date.now() - 200 * 86_400_000 - i * HOUR),
      });
    }
    const first = pageText((await page(`/businesses/${bakery!.id}`)).html);
    expect(first).toContain("Page 1 of 2");
    const second = pageText((await page(`/businesses/${bakery!.id}?page=2`)).html);
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
        `/businesses/${collision!.id}/review`,
        cookie,
        review({ rating: String(stars), title: `Sorter ${i}`, body: "Fixed my bumper perfectly and quickly." }),
      );
    }
    // Two reviews: the card still shows, and sorts by, Google's number.
    let html = (await page("/directory?sort=rating")).html;
    expect(html).not.toMatch(new RegExp(`${collision!.name}[\\s\\S]{0,400}?data-rating-source="residents"`));
    const cookie = await member("review-sorter-2", old);
    await postMultipart(
      w,
      `/businesses/${collision!.id}/review`,
      cookie,
      review({ rating: "5", title: "Sorter 2", body: "Fixed my bumper perfectly and quickly." }),
    );
    // Three: residents' 5.0 puts it first, and its card says "Residents".
    html = (await page("/directory?sort=rating")).html;
    const firstCard = html.slice(
      html.indexOf('data-testid="directory-list"') >= 0 ? html.indexOf('data-testid="directory-list"') : html.indexOf('<ul class="mt-4 grid'),
    );
    const names = [...firstCard.matchAll(/<h2 class="font-semibold">([^<]+)<\/h2>/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
    expect(names[0]).toBe(collision!.name);
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
          `/businesses/${vet!.id}/review`,
          cookie,
          review({ rating: "1", title: "Leaving soon", body: "Long wait in the lobby, but the vet was kind." }, photoJpeg()),
        )
      ).status,
    ).toBe(302);
    const [mine] = await w.db.select().from(businessReviews).where(eq(businessReviews.authorId, id));
    const data = (await (await w.fetch("/account/data", { cookie })).json()) as { businessReviews: { title: string; pictureUrl: string }[] };
    expect(data.businessReviews).toHaveLength(1);
    expect(data.businessReviews[0]).toMatchObject({ title: "Leaving soon", pictureUrl: `http://127.0.0.1:8787${mine!.pictureUrl}` });
    const key = `uploads/${mine!.pictureUrl!.slice("/media/".length)}/original`;
    expect(await (await w.r2()).head(key)).not.toBeNull();
    const [mid] = await w.db.select().from(businesses).where(eq(businesses.id, vet!.id));
    expect(mid!.residentReviewCount).toBe(3);

    expect((await postForm(w, "/account", cookie, { intent: "delete", confirm: "DELETE" })).status).toBe(302);
    expect(await w.db.select().from(businessReviews).where(eq(businessReviews.authorId, id))).toHaveLength(0);
    expect(await (await w.r2()).head(key)).toBeNull();
    expect((await w.fetch(mine!.pictureUrl!)).status).toBe(404);
    const [after] = await w.db.select().from(businesses).where(eq(businesses.id, vet!.id));
    expect(after!.residentReviewCount).toBe(2);
    expect(after!.residentRating).toBe(5);
  });
});

// Issue 43: reviews people can weigh. A featured business (on the home page) gets four more residents' reviews; every
// number is computed from the database's published reviews (seeded and created), never written down here.
describe("reviews people can weigh", () => {
  let shop: typeof businesses.$inferSelect;
  let homeBefore: string;
  const wrote: Record<string, number> = {};

  /** The residents' reviews that count (published, not the owner's), from the database. */
  async function counted() {
    const rows = await w.db.select().from(businessReviews).where(eq(businessReviews.businessId, shop.id));
    return rows.filter((r) => r.status === "published" && r.authorId !== shop.ownerId);
  }
  /** The stars of the page's reviews, in the order shown. */
  const shownStars = (html: string) =>
    [...html.slice(html.indexOf('data-testid="review-list"')).matchAll(/aria-label="(\d) out of 5 stars"/g)].map((m) => Number(m[1]));
  /** One review's own markup: from its item to the next. */
  const reviewHtml = (html: string, id: number) => {
    const from = html.indexOf(`id="review-${id}"`);
    const next = html.indexOf('id="review-', from + 1);
    return html.slice(from, next < 0 ? undefined : next);
  };

  beforeAll(async () => {
    const featured = await w.db
      .select()
      .from(businesses)
      .where(and(eq(businesses.isActive, true), eq(businesses.isPremium, true)))
      .orderBy(desc(businesses.rating), asc(businesses.name))
      .limit(4);
    shop = featured.find((b) => b.id !== spa.id && b.rating > 0)!;
    homeBefore = await (await w.fetch("/")).text();
    // Joined 1 April 2025 at 02:00 UTC: still 31 March in Indiana.
    const joined = new Date(Date.UTC(2025, 3, 1, 2));
    for (const [name, stars, visited] of [
      ["weigh-quinn", "5", true],
      ["weigh-rosa", "4", false],
      ["weigh-sam", "4", false],
      ["weigh-tess", "1", false],
    ] as const) {
      const cookie = await member(name, joined);
      const body = { rating: stars, title: `${name} says ${stars}`, body: "A fair account of an ordinary afternoon visit here." };
      const res = await postMultipart(w, `/businesses/${shop.id}/review`, cookie, review(visited ? { ...body, visited: "on" } : body));
      expect(res.status).toBe(302);
      const [row] = await w.db.select().from(businessReviews).where(eq(businessReviews.authorId, name));
      wrote[name] = row!.id;
      expect(row!.visited).toBe(visited);
    }
  });

  it("shows the residents' average, count and a 5-to-1 distribution table, all from the reviews", async () => {
    const reviews = await counted();
    const average = Math.round((reviews.reduce((n, r) => n + r.rating, 0) / reviews.length) * 100) / 100;
    const html = (await page(`/businesses/${shop.id}`)).html;
    const text = pageText(html);
    expect(text).toContain(`Average ${average.toFixed(1)} out of 5 from ${reviews.length} reviews.`);
    const table = html.slice(html.indexOf('data-testid="rating-distribution"'), html.indexOf("</table>", html.indexOf("rating-distribution")));
    expect(table).toContain("<caption");
    expect(pageText(table)).toContain("Residents' ratings from 5 stars to 1");
    for (const stars of [5, 4, 3, 2, 1]) {
      const n = reviews.filter((r) => r.rating === stars).length;
      const percent = Math.round((n / reviews.length) * 100);
      expect(pageText(table)).toContain(`${stars} ${stars === 1 ? "star" : "stars"} ${n} ${percent}%`);
    }
    // Row order 5 to 1, each a row header.
    expect([...table.matchAll(/<th scope="row"[^>]*>(\d) stars?<\/th>/g)].map((m) => m[1])).toEqual(["5", "4", "3", "2", "1"]);
  });

  it("sorts by newest, highest and lowest through links that keep the order in the URL", async () => {
    const html = (await page(`/businesses/${shop.id}`)).html;
    expect(html).toContain(`href="/businesses/${shop.id}?sort=lowest#reviews"`);
    expect(html).toMatch(/aria-current="true"[^>]*>Newest</);
    const reviews = (await counted()).sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
    expect(shownStars(html)).toEqual(reviews.slice(0, 10).map((r) => r.rating));
    const lowest = (await page(`/businesses/${shop.id}?sort=lowest`)).html;
    expect(lowest).toMatch(/aria-current="true"[^>]*>Lowest rated</);
    expect(shownStars(lowest)).toEqual(
      reviews
        .map((r) => r.rating)
        .sort((a, b) => a - b)
        .slice(0, 10),
    );
    expect(shownStars((await page(`/businesses/${shop.id}?sort=highest`)).html)).toEqual(
      reviews
        .map((r) => r.rating)
        .sort((a, b) => b - a)
        .slice(0, 10),
    );
    // Anything else is the default order.
    expect(shownStars((await page(`/businesses/${shop.id}?sort=bogus`)).html)).toEqual(shownStars(html));
  });

  it("says whose number it is on the directory card, the business page, the home page and in the JSON-LD", async () => {
    const reviews = await counted();
    const [row] = await w.db.select().from(businesses).where(eq(businesses.id, shop.id));
    expect(row!.residentReviewCount).toBe(reviews.length);
    // Home: before, the card's one number was labelled by its source; now the residents have 3 or more reviews.
    const cardOf = (html: string) => {
      const i = html.indexOf(`href="/businesses/${shop.id}"`);
      return pageText(html.slice(html.lastIndexOf('data-testid="home-business"', i), html.indexOf("</li>", i)));
    };
    expect(cardOf(homeBefore)).toMatch(
      reviews.length - 4 >= 3 ? /Residents' rating ★ \d\.\d/ : new RegExp(`Google rating ★ ${shop.rating.toFixed(1)}`),
    );
    const home = cardOf(await (await w.fetch("/")).text());
    expect(home).toContain(`Residents' rating ★ ${row!.residentRating.toFixed(1)}`);
    expect(home).not.toContain(`★ ${shop.rating.toFixed(1)} `);
    // Directory card: the residents' number, named.
    const dir = (await page(`/directory?q=${encodeURIComponent(shop.name)}`)).html;
    // (the stars between the label and the number are hidden from screen readers, which read the aria-label.)
    const named = (label: string, value: number, n: number) => new RegExp(`${label} [★ ]+${value.toFixed(1)} \\(${n}\\)`);
    expect(pageText(dir)).toMatch(named("Residents' rating", row!.residentRating, reviews.length));
    // Business page: both, each named.
    const text = pageText((await page(`/businesses/${shop.id}`)).html);
    expect(text).toMatch(named("Residents' rating", row!.residentRating, reviews.length));
    expect(text).toMatch(named("Google rating", shop.rating, shop.reviewCount));
    // In Spanish too.
    const es = pageText((await page(`/businesses/${shop.id}`, "lang=es")).html);
    expect(es).toContain("Valoración de los vecinos");
    expect(es).toContain("Valoración de Google");
    // JSON-LD: aggregateRating is the residents', named so; Google's number is not ours to publish.
    const ld = jsonLd((await page(`/businesses/${shop.id}`)).html) as ReturnType<typeof jsonLd> & { aggregateRating: { name: string } };
    const average = Math.round((reviews.reduce((n, r) => n + r.rating, 0) / reviews.length) * 100) / 100;
    expect(ld.aggregateRating).toMatchObject({ name: "Residents' rating", ratingValue: average, reviewCount: reviews.length });
    expect(JSON.stringify(ld)).not.toMatch(/google/i);
  });

  it("shows 'Resident since' in the page's language and the town's zone, and a Visited tick", async () => {
    // Tess answered "going" to an event held at the business that has begun; Rosa to one that has not.
    const [past, future] = await w.db
      .insert(events)
      .values([
        { title: "Tasting at the shop", startDate: new Date(Date.now() - 7 * 86_400_000), location: shop.name.toUpperCase() },
        { title: "Coming soon at the shop", startDate: new Date(Date.now() + 7 * 86_400_000), location: shop.name },
      ])
      .returning({ id: events.id });
    await w.db.insert(eventRsvps).values([
      { eventId: past!.id, userId: "weigh-tess", status: "going" },
      { eventId: future!.id, userId: "weigh-rosa", status: "going" },
      { eventId: past!.id, userId: "weigh-sam", status: "not_going" },
    ]);
    const html = (await page(`/businesses/${shop.id}`)).html;
    const quinn = pageText(reviewHtml(html, wrote["weigh-quinn"]!));
    expect(quinn).toContain("Resident since March 2025");
    expect(quinn).toContain("✓ Visited");
    expect(pageText(reviewHtml(html, wrote["weigh-tess"]!))).toContain("✓ Visited");
    expect(pageText(reviewHtml(html, wrote["weigh-rosa"]!))).not.toContain("Visited");
    expect(pageText(reviewHtml(html, wrote["weigh-sam"]!))).not.toContain("Visited");
    const es = pageText(reviewHtml((await page(`/businesses/${shop.id}`, "lang=es")).html, wrote["weigh-quinn"]!));
    expect(es).toContain("Vecino desde marzo de 2025");
    expect(es).toContain("Visitó");
    // The form shows the tick kept when the author edits.
    const form = await page(`/businesses/${shop.id}/review`, await sessionCookie(w, "weigh-quinn"));
    expect(form.html).toMatch(/<input type="checkbox" name="visited"[^>]*checked/);
  });

  it("the owner's reply is shown under the review; too long a reply is refused", async () => {
    const cookie = await member("weigh-uma", new Date(Date.now() - 30 * 86_400_000));
    await postMultipart(
      w,
      `/businesses/${spa.id}/review`,
      cookie,
      review({ rating: "3", title: "Fine, a little rushed", body: "The facial was fine but felt a little rushed." }),
    );
    const [row] = await w.db.select().from(businessReviews).where(eq(businessReviews.authorId, "weigh-uma"));
    const long = await postForm(w, `/businesses/${spa.id}`, jamie, { intent: "reply", reviewId: String(row!.id), reply: "x".repeat(1001) });
    expect(long.status).toBe(400);
    expect(pageText(await long.text())).toContain(validationText("en", REVIEW_MESSAGES.replyTooLong));
    const ok = await postForm(w, `/businesses/${spa.id}`, jamie, {
      intent: "reply",
      reviewId: String(row!.id),
      reply: "Sorry, Uma: next time we'll slow down.",
    });
    expect(ok.status).toBe(302);
    const own = reviewHtml((await page(`/businesses/${spa.id}`)).html, row!.id);
    expect(own).toContain('data-testid="owner-reply"');
    expect(pageText(own)).toMatch(/Fine, a little rushed[\s\S]*Response from the owner[\s\S]*Sorry, Uma: next time we'll slow down\./);
  });

  it("Report: a member reports with a reason, the review stays up, the moderators see the reason; a visitor cannot", async () => {
    const id = String(wrote["weigh-tess"]);
    const visitor = await postForm(w, `/businesses/${shop.id}`, undefined, { intent: "report", reviewId: id, reason: "Conflict of interest" });
    expect(visitor.status).toBe(302);
    expect(visitor.headers.get("Location")).toMatch(/^\/api\/login\?returnTo=/);
    const reporter = await member("weigh-vic", new Date(Date.now() - 30 * 86_400_000));
    const bad = await postForm(w, `/businesses/${shop.id}`, reporter, { intent: "report", reviewId: id, reason: "Because" });
    expect(bad.status).toBe(400);
    expect(pageText(await bad.text())).toContain("Please choose a reason");
    const before = (await page("/admin/reviews", moderator)).html;
    expect(pageText(before)).not.toContain("weigh-tess says 1");
    const sent = await postForm(w, `/businesses/${shop.id}`, reporter, { intent: "report", reviewId: id, reason: "Conflict of interest" });
    expect(sent.status).toBe(302);
    expect(sent.headers.get("Location")).toBe(`/businesses/${shop.id}#review-${id}`);
    expect((await postForm(w, `/businesses/${shop.id}`, reporter, { intent: "report", reviewId: id, reason: "Other" })).status).toBe(409);
    // Still shown until a moderator decides.
    expect(pageText((await page(`/businesses/${shop.id}`)).html)).toContain("weigh-tess says 1");
    const queue = pageText((await page("/admin/reviews", moderator)).html);
    expect(queue).toMatch(/weigh-tess says 1[\s\S]*1 report[\s\S]*Conflict of interest \(weigh-vic@greenwood\.example/);
  });
});
