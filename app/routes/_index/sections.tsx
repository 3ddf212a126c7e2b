// The home page's sections (part 1 §2): each list with its spec limit, texts and empty state.
import type { ReactNode } from "react";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { formatInTown } from "~/lib/dates";
import {
  categoryIn,
  formatCardDateIn,
  formatEventPriceIn,
  formatEventRangeIn,
  formatNumberIn,
  HOLE,
  jobAgeIn,
  peopleWroteLang,
  type icu,
} from "~/lib/i18n/format";
import type { Lang } from "~/lib/i18n/lang";
import { employmentTypeIn } from "~/lib/jobs-display";
import { formatPhone, telHref } from "~/lib/phone";
import { checkoutUrl } from "~/lib/prices";
import { badgeStyle } from "~/lib/theme";
import type { SocialKey, SocialLinks } from "~/lib/vocabulary";
import type { HomePage } from "~/services/home.server";

/** The employment types in the `home` messages. */
const EMPLOYMENT_LABELS = {
  "Full-time": /*i18n*/ { id: "home.Full-time", message: "Full-time" },
  "Part-time": /*i18n*/ { id: "home.Part-time", message: "Part-time" },
  Contract: /*i18n*/ { id: "home.Contract", message: "Contract" },
  Temporary: /*i18n*/ { id: "home.Temporary", message: "Temporary" },
  Internship: /*i18n*/ { id: "home.Internship", message: "Internship" },
} as const;

export const JOBS_SHOWN = 6;

/** Home's messages and the reader's language, handed to each section. */
export type HomeText = { t: ReturnType<typeof icu<"home">>; lang: Lang };

function Section({
  id,
  title,
  lead,
  more,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-title`} className="mt-10" data-testid={`section-${id}`}>
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={`${id}-title`} className="text-2xl font-bold">
          {title}
        </h2>
        {more ? (
          <Link to={more.to} className="text-sm font-medium text-primary underline-offset-2 hover:underline">
            {more.label}
          </Link>
        ) : null}
      </div>
      {lead ? <p className="mt-1 text-sm opacity-80">{lead}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Empty({ title, hint }: { title: string; hint?: string }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-8 text-center">
      <p className="font-semibold">{title}</p>
      {hint ? <p className="mt-1 text-sm opacity-80">{hint}</p> : null}
    </div>
  );
}

export function StatCards({ stats, t, lang }: { stats: { label: string; value: number; to: string }[] } & HomeText) {
  return (
    <dl className="grid grid-cols-3 gap-2 sm:gap-3" aria-label={t(/*i18n*/ { id: "home.townAtAGlance", message: "Town at a glance" })}>
      {stats.map((s) => (
        <div key={s.label} className="rounded-lg border border-border p-3 sm:p-4">
          <dt className="text-sm opacity-70">{s.label}</dt>
          <dd className="text-2xl font-bold text-primary sm:text-3xl" data-testid={`stat-${s.label.toLowerCase().replace(/\s+/g, "-")}`}>
            <Link to={s.to}>{formatNumberIn(lang, s.value)}</Link>
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** A card's category: the spec's fixed ones in the reader's language, an admin's as written. */
function Category({ lang, cats, name }: { lang: Lang; cats: Record<string, string>; name: string }) {
  const shown = categoryIn(lang, cats, name);
  return (
    <p className="text-xs font-semibold uppercase text-primary" lang={shown.lang}>
      {shown.label}
    </p>
  );
}

export function NewsSection({ news, cats, t, lang }: { news: HomePage["news"]; cats: Record<string, string> } & HomeText) {
  return (
    <Section
      id="news"
      title={t(/*i18n*/ { id: "home.latestNews", message: "Latest News" })}
      more={{ to: "/news", label: t(/*i18n*/ { id: "home.allNews", message: "All news" }) }}
    >
      {news.length === 0 ? (
        <Empty title={t(/*i18n*/ { id: "home.emptyNews", message: "No News Available" })} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-3">
          {news.map((a) => (
            <li key={a.id} className="rounded-lg border border-border p-4" data-testid="home-news">
              {a.category ? <Category lang={lang} cats={cats} name={a.category} /> : null}
              <h3 className="mt-1 font-semibold leading-snug" lang={peopleWroteLang(lang)}>
                <Link to={`/news/${a.id}`}>{a.title}</Link>
              </h3>
              {a.excerpt ? (
                <p className="mt-2 text-sm opacity-80" lang={peopleWroteLang(lang)}>
                  {a.excerpt}
                </p>
              ) : null}
              <p className="mt-2 text-xs opacity-60">
                {formatCardDateIn(lang, a.publishedAt)}
                {a.author ? (
                  <>
                    {" · "}
                    <span lang={peopleWroteLang(lang)}>{a.author}</span>
                  </>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function BusinessesSection({ businesses, t, lang }: { businesses: HomePage["businesses"] } & HomeText) {
  return (
    <Section
      id="businesses"
      title={t(/*i18n*/ { id: "home.featuredBusinesses", message: "Featured Businesses" })}
      more={{ to: "/directory", label: t(/*i18n*/ { id: "home.businessDirectory", message: "Business directory" }) }}
    >
      {businesses.length === 0 ? (
        <Empty title={t(/*i18n*/ { id: "home.emptyBusinesses", message: "No Featured Businesses" })} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {businesses.map((b) => (
            <li key={b.id} className="rounded-lg border border-border p-4" data-testid="home-business">
              {b.categoryName ? (
                <p className="text-xs font-semibold uppercase text-primary" lang={peopleWroteLang(lang)}>
                  {b.categoryName}
                </p>
              ) : (
                <p className="text-xs font-semibold uppercase text-primary">
                  {t(/*i18n*/ { id: "home.generalBusiness", message: "General Business" })}
                </p>
              )}
              <h3 className="mt-1 font-semibold" lang={peopleWroteLang(lang)}>
                <Link to={`/businesses/${b.id}`}>{b.name}</Link>
              </h3>
              {b.address ? (
                <p className="mt-1 text-sm opacity-80" lang={peopleWroteLang(lang)}>
                  {b.address}
                </p>
              ) : null}
              <p className="mt-2 text-xs">
                <span className="rounded bg-accent px-2 py-0.5 text-accent-foreground">
                  {t(b.isPremium ? /*i18n*/ { id: "home.tierPremium", message: "Premium" } : /*i18n*/ { id: "home.tierBasic", message: "Basic" })}
                </span>
                {b.shown.rating > 0 ? (
                  <span className="ml-2" data-rating-source={b.shown.source}>
                    {t(
                      b.shown.source === "residents"
                        ? /*i18n*/ { id: "home.residentsRating", message: "Residents' rating" }
                        : /*i18n*/ { id: "home.googleRating", message: "Google rating" },
                    )}{" "}
                    ★ {b.shown.rating.toFixed(1)}
                  </span>
                ) : null}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function EventsSection({ events, t, lang }: { events: HomePage["events"] } & HomeText) {
  return (
    <Section
      id="events"
      title={t(/*i18n*/ { id: "home.upcomingEvents", message: "Upcoming Events" })}
      more={{ to: "/events", label: t(/*i18n*/ { id: "home.eventsCalendar", message: "Events calendar" }) }}
    >
      {events.length === 0 ? (
        <Empty title={t(/*i18n*/ { id: "home.emptyEvents", message: "No Upcoming Events" })} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {events.map((e) => (
            <li key={e.id} className="rounded-lg border border-border p-4" data-testid="home-event">
              <div className="flex items-center justify-between gap-2 text-xs">
                {e.categoryName ? (
                  <span className="rounded px-2 py-0.5" style={badgeStyle(e.categoryColor)} lang={peopleWroteLang(lang)}>
                    {e.categoryName}
                  </span>
                ) : (
                  <span />
                )}
                <span className="flex items-center gap-2">
                  {e.featured ? (
                    <span className="rounded bg-accent px-2 py-0.5 text-accent-foreground" data-testid="home-event-featured">
                      {t(/*i18n*/ { id: "home.featured", message: "Featured" })}
                    </span>
                  ) : null}
                  <span className="font-semibold">{formatEventPriceIn(lang, e.price)}</span>
                </span>
              </div>
              <h3 className="mt-2 font-semibold" lang={peopleWroteLang(lang)}>
                <Link to={`/events/${e.id}`}>{e.title}</Link>
              </h3>
              <p className="mt-1 text-sm">{formatEventRangeIn(lang, e.startDate, e.endDate)}</p>
              {e.repeats ? (
                <p className="text-sm font-medium" data-testid="event-repeats">
                  {e.repeats}
                </p>
              ) : null}
              {e.location ? (
                <p className="text-sm opacity-80" lang={peopleWroteLang(lang)}>
                  {e.location}
                </p>
              ) : null}
              {e.description ? (
                <p className="mt-2 text-sm opacity-80" data-testid="home-event-description" lang={peopleWroteLang(lang)}>
                  {e.description}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function JobsSection({
  jobs,
  town,
  radiusMiles,
  now,
  t,
  lang,
}: { jobs: HomePage["jobs"]; town: string; radiusMiles: number; now: string } & HomeText) {
  const shown = jobs.slice(0, JOBS_SHOWN);
  return (
    <Section
      id="jobs"
      title={t(/*i18n*/ { id: "home.featuredJobs", message: "Featured Jobs" })}
      lead={t(/*i18n*/ { id: "home.jobsLead", message: "Jobs within {miles} miles of {town}, nearest first." }, { miles: radiusMiles, town })}
      more={{ to: "/jobs", label: t(/*i18n*/ { id: "home.allJobs", message: "All jobs" }) }}
    >
      {shown.length === 0 ? (
        <Empty title={t(/*i18n*/ { id: "home.emptyJobs", message: "No jobs available yet" })} />
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {shown.map((j) => (
            <li key={j.id} className="rounded-lg border border-border p-4" data-testid="home-job">
              <h3 className="font-semibold" lang={peopleWroteLang(lang)}>
                <Link to={`/jobs/${encodeURIComponent(j.id)}`}>{j.title}</Link>
              </h3>
              <p className="text-sm" lang={peopleWroteLang(lang)}>
                {j.company}
              </p>
              <p className="mt-1 text-sm opacity-80">
                <span lang={peopleWroteLang(lang)}>{j.location}</span>
                {` · ${j.distance < 0.5 ? t(/*i18n*/ { id: "home.inTown", message: "in {town}" }, { town }) : t(/*i18n*/ { id: "home.milesFrom", message: "{miles} mi from {town}" }, { miles: j.distance, town })}`}
              </p>
              <p className="mt-2 text-xs opacity-70">
                {[
                  j.employmentType ? employmentTypeIn(j.employmentType, undefined, (k) => t(EMPLOYMENT_LABELS[k])).label : null,
                  j.isRemote ? t(/*i18n*/ { id: "home.remote", message: "Remote" }) : null,
                  j.postedDate ? jobAgeIn(lang, j.postedDate, new Date(now)) : null,
                ]
                  .filter(Boolean)
                  .join(" · ")}
              </p>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function ClassifiedsSection({
  classifieds,
  cats,
  t,
  lang,
}: { classifieds: HomePage["classifieds"]; cats: Record<string, string> } & HomeText) {
  return (
    <Section
      id="classifieds"
      title={t(/*i18n*/ { id: "home.classifieds", message: "Classifieds" })}
      more={{ to: "/classifieds", label: t(/*i18n*/ { id: "home.allClassifieds", message: "All classifieds" }) }}
    >
      {classifieds.length === 0 ? (
        <Empty
          title={t(/*i18n*/ { id: "home.emptyClassifieds", message: "No Classified Ads Yet" })}
          hint={t(/*i18n*/ { id: "home.emptyClassifiedsHint", message: "Be the first to post an ad in our marketplace" })}
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {classifieds.map((c) => (
            <li key={c.id} className="rounded-lg border border-border p-4" data-testid="home-classified">
              <Category lang={lang} cats={cats} name={c.category} />
              <h3 className="mt-1 font-semibold" lang={peopleWroteLang(lang)}>
                <Link to={`/classifieds/${c.id}`}>{c.title}</Link>
              </h3>
              {c.price ? (
                <p className="text-sm font-semibold" lang={peopleWroteLang(lang)}>
                  {c.price}
                </p>
              ) : null}
              <p className="mt-1 text-sm opacity-80" data-testid="home-classified-description" lang={peopleWroteLang(lang)}>
                {c.description}
              </p>
              {c.location ? (
                <p className="mt-1 text-xs opacity-60" lang={peopleWroteLang(lang)}>
                  {c.location}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export function EmergencyTiles({ quickDial, t }: { quickDial: { police: string; fire: string } } & HomeText) {
  const tile = "flex flex-col items-center justify-center rounded-lg p-4 text-center font-semibold";
  return (
    <section aria-labelledby="emergency-title" className="mt-8">
      <h2 id="emergency-title" className="text-xl font-bold">
        {t(/*i18n*/ { id: "home.emergencyTitle", message: "Emergency Quick Dial" })}
      </h2>
      <ul className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
        <li>
          <a href="tel:911" className={`${tile} bg-red-700 text-white`}>
            <span className="text-2xl">911</span>
            <span className="text-sm">{t(/*i18n*/ { id: "home.emergency", message: "Emergency" })}</span>
          </a>
        </li>
        <li>
          <a href={telHref(quickDial.police)} className={`${tile} bg-blue-800 text-white`}>
            <span>{t(/*i18n*/ { id: "home.police", message: "Police" })}</span>
            <span className="text-sm">{formatPhone(quickDial.police)}</span>
          </a>
        </li>
        <li>
          <a href={telHref(quickDial.fire)} className={`${tile} bg-orange-700 text-white`}>
            <span>{t(/*i18n*/ { id: "home.fire", message: "Fire" })}</span>
            <span className="text-sm">{formatPhone(quickDial.fire)}</span>
          </a>
        </li>
        <li>
          <Link to="/emergency" className={`${tile} h-full border border-border`}>
            {t(/*i18n*/ { id: "home.more", message: "More" })}
          </Link>
        </li>
      </ul>
    </section>
  );
}

const SOCIAL_LABELS: Record<SocialKey, string> = { facebook: "Facebook", instagram: "Instagram", x: "X", youtube: "YouTube" };

export function SocialTiles({ links, t }: { links: SocialLinks } & HomeText) {
  const present = (Object.keys(SOCIAL_LABELS) as SocialKey[]).filter((k) => links[k]);
  if (present.length === 0) return null;
  return (
    <section aria-labelledby="social-title" className="mt-8">
      <h2 id="social-title" className="text-xl font-bold">
        {t(/*i18n*/ { id: "home.followAlong", message: "Follow Along" })}
      </h2>
      <ul className="mt-3 flex flex-wrap gap-3">
        {present.map((k) => (
          <li key={k}>
            <a
              href={links[k]}
              rel="noopener noreferrer"
              className="block rounded-lg border border-border px-5 py-3 font-medium"
              data-testid={`social-${k}`}
            >
              {SOCIAL_LABELS[k]}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

type Waiting = NonNullable<HomePage["waiting"]>;

/** One line per thing waiting on the member: articles in review, unpaid events and ads, open claims, ads ending soon. */
function waitingItems(waiting: Waiting, { t, lang }: HomeText): { key: string; text: ReactNode }[] {
  const wrote = peopleWroteLang(lang);
  // A title or name people wrote goes where the message has its hole, marked with its language.
  const said = (key: Parameters<typeof t>[0], value: ReactNode, values: Record<string, string> = {}) => (
    <WrittenValue message={t(key, { title: HOLE, business: HOLE, ...values })} lang={wrote}>
      {value}
    </WrittenValue>
  );
  const payNow = (to: string) => (
    <>
      {" "}
      <Link className="font-semibold underline" to={to}>
        {t(/*i18n*/ { id: "home.payNow", message: "Pay now" })}
      </Link>
    </>
  );
  return [
    ...waiting.articles.map((a) => ({
      key: `article-${a.id}`,
      text:
        a.status === "rejected" ? (
          a.rejectionReason ? (
            <>
              {said(/*i18n*/ { id: "home.articleRejectedFor", message: "Your article “{title}” was not approved:" }, a.title)}{" "}
              <span lang={wrote}>{a.rejectionReason}</span>
            </>
          ) : (
            said(/*i18n*/ { id: "home.articleRejected", message: "Your article “{title}” was not approved." }, a.title)
          )
        ) : (
          said(/*i18n*/ { id: "home.articleInReview", message: "Your article “{title}” is in review." }, a.title)
        ),
    })),
    ...waiting.unpaidEvents.map((e) => ({
      key: `event-${e.id}`,
      text: (
        <>
          {said(/*i18n*/ { id: "home.eventUnpaid", message: "Your event “{title}” is awaiting payment." }, e.title)}
          {payNow(checkoutUrl(e.isPremium ? "event-premium" : "event-enhanced", e.id))}
        </>
      ),
    })),
    ...waiting.unpaidAds.map((c) => ({
      key: `ad-${c.id}`,
      text: (
        <>
          {said(/*i18n*/ { id: "home.adUnpaid", message: "Your ad “{title}” is awaiting payment." }, c.title)}
          {payNow(checkoutUrl(c.isPremium ? "classified-premium" : "classified", c.id))}
        </>
      ),
    })),
    ...waiting.claims.map((c) => ({
      key: `claim-${c.id}`,
      text: said(/*i18n*/ { id: "home.claimInReview", message: "Your claim for {business} is under review." }, c.businessName),
    })),
    ...waiting.expiringAds.map((c) => ({
      key: `expiring-${c.id}`,
      text: said(
        /*i18n*/ { id: "home.adExpires", message: "Your ad “{title}” expires on {date}." },
        <Link to={`/classifieds/${c.id}`}>{c.title}</Link>,
        {
          date: formatInTown(lang, c.expiresAt, "date"),
        },
      ),
    })),
  ];
}

export function WaitingPanel({ waiting, t, lang }: { waiting: Waiting } & HomeText) {
  const items = waitingItems(waiting, { t, lang });
  return (
    <section aria-labelledby="waiting-title" className="mt-8 rounded-lg border border-border p-4" data-testid="waiting">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="waiting-title" className="text-xl font-bold">
          {t(/*i18n*/ { id: "home.waitingTitle", message: "Waiting on You" })}
        </h2>
        <Link to="/account" className="text-sm font-medium text-primary underline">
          {t(/*i18n*/ { id: "home.myAccount", message: "My Account" })}
        </Link>
      </div>
      {items.length === 0 ? (
        <p className="mt-2 opacity-80">{t(/*i18n*/ { id: "home.nothingWaiting", message: "Nothing is waiting on you." })}</p>
      ) : (
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {items.map((i) => (
            <li key={i.key}>{i.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
