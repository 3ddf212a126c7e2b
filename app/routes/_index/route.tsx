// `/`: the landing page for visitors and a dashboard for members (part 1 §2), in either town's mode.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { LetterSignupBox, letterSignupWords } from "~/components/letter-signup";
import { Link } from "~/components/site-link";
import { WeatherCard } from "~/components/weather-card";
import { WrittenValue } from "~/components/written-value";
import { isPathEnabled } from "~/lib/features";
import { compiledFor, messagesFor } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { labelOf } from "~/lib/i18n/descriptor";
import { HOLE, icu, LOCALES, peopleWroteLang } from "~/lib/i18n/format";
import { getUser, sessionIdOf } from "~/services/auth.server";
import { getHomePage } from "~/services/home.server";
import {
  BusinessesSection,
  ClassifiedsSection,
  EmergencyTiles,
  EventsSection,
  JobsSection,
  NewsSection,
  SocialTiles,
  StatCards,
  WaitingPanel,
} from "./sections";

/** The quick actions' labels. */
const ACTION_LABELS = {
  submitArticle: /*i18n*/ { id: "home.submitArticle", message: "Submit Article" },
  createEvent: /*i18n*/ { id: "home.createEvent", message: "Create Event" },
  postAd: /*i18n*/ { id: "home.postAd", message: "Post an Ad" },
  addBusiness: /*i18n*/ { id: "home.addBusiness", message: "Add Business" },
} as const;

/** Home is read, then left by a link: it ships no JavaScript (docs/decisions/pages-without-react.md; issue 18's 100 KB budget for home). */
export const handle = { hydrate: false };

export async function loader({ request, context }: LoaderFunctionArgs) {
  // The session and the page's batch side by side: the batch reads the member's own rows by the session's id.
  const [user, page] = await Promise.all([getUser(context), getHomePage(context, sessionIdOf(request))]);
  return json({
    ...page,
    waiting: user ? page.waiting : null,
    member: user ? { firstName: user.firstName, email: user.email } : null,
    lang: context.lang,
    // Home's own messages, compiled; home ships no JavaScript, so they never reach the browser as script.
    messages: compiledFor(context.lang, "home"),
    categories: categoryNamesIn(context.lang),
    // The weekly letter's sign-up box, for readers who do not get it yet (issue 42): its few words only.
    letterSignup: page.readsLetter ? null : letterSignupWords(messagesFor(context.lang, "letterPages")),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => {
  if (!data) return [{ title: "Home" }, { name: "description", content: "Local news, events and businesses." }];
  const t = icu<"home">(data.lang, data.messages);
  return [
    { title: t(/*i18n*/ { id: "home.metaTitle", message: "{town} — community news, events and businesses" }, { town: data.town.fullName }) },
    {
      name: "description",
      content: t(
        /*i18n*/ { id: "home.metaDescription", message: "Local news, events, businesses, classifieds, jobs and weather for {town}." },
        { town: data.town.fullName },
      ),
    },
  ];
};

type T = ReturnType<typeof icu<"home">>;

const QUICK_ACTIONS = [
  { to: "/submit-article", label: "submitArticle" },
  { to: "/events/create", label: "createEvent" },
  { to: "/post-classified", label: "postAd" },
  { to: "/businesses/add", label: "addBusiness" },
] as const;

function QuickActions({ features, t }: { features: Parameters<typeof isPathEnabled>[1]; t: T }) {
  return (
    <nav aria-label={t(/*i18n*/ { id: "home.quickActions", message: "Quick actions" })} className="mt-4 flex flex-wrap gap-2">
      {QUICK_ACTIONS.filter((a) => isPathEnabled(a.to, features)).map((a) => (
        <Link key={a.to} to={a.to} className="rounded bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
          {labelOf(t, ACTION_LABELS, a.label)}
        </Link>
      ))}
    </nav>
  );
}

type HomeData = ReturnType<typeof useLoaderData<typeof loader>>;
type Stat = Parameters<typeof StatCards>[0]["stats"][number];

/** Both towns' middle band: a member's quick actions and what waits on them, then the stat cards beside the weather. */
function MemberAndStats({ data, stats, weather, t }: { data: HomeData; stats: Stat[]; weather: ReactNode; t: T }) {
  return (
    <>
      {data.waiting ? <QuickActions features={data.features} t={t} /> : null}
      {data.waiting ? <WaitingPanel waiting={data.waiting} t={t} lang={data.lang} /> : null}
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <StatCards stats={stats} t={t} lang={data.lang} />
        </div>
        {weather}
      </div>
    </>
  );
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const on = (path: string) => isPathEnabled(path, data.features);
  const t = icu<"home">(data.lang, data.messages);
  const weather = data.features.weather.enabled ? (
    <WeatherCard
      weather={data.weather}
      timeZone={data.town.timeZone}
      text={{
        title: t(/*i18n*/ { id: "home.weatherIn", message: "Weather in {town}" }, { town: data.town.name }),
        nextHours: t(/*i18n*/ { id: "home.nextHours", message: "Next hours" }),
        forecast: t(/*i18n*/ { id: "home.forecastBy", message: "Forecast: National Weather Service" }),
        unavailable: t(/*i18n*/ { id: "home.weatherUnavailable", message: "Weather data unavailable" }),
        getWarnings: t(/*i18n*/ { id: "home.getWarnings", message: "Warnings by phone or e-mail" }),
        locale: LOCALES[data.lang],
        lang: data.lang,
        conditionLang: peopleWroteLang(data.lang),
      }}
    />
  ) : null;
  const name = data.member?.firstName || data.member?.email;

  if (data.mode === "nashville") {
    const stats = [
      { label: t(/*i18n*/ { id: "home.businesses", message: "Businesses" }), value: data.stats.businesses, to: "/directory" },
      { label: t(/*i18n*/ { id: "home.events", message: "Events" }), value: data.stats.events, to: "/events" },
      { label: t(/*i18n*/ { id: "home.artGalleries", message: "Art Galleries" }), value: data.stats.artGalleries, to: "/directory?q=Art+Galleries" },
    ].filter((s) => on(s.to));
    return (
      <div>
        <section className="rounded-2xl bg-primary px-6 py-10 text-primary-foreground">
          <h1 className="text-3xl font-bold sm:text-4xl">
            {data.member
              ? t(/*i18n*/ { id: "home.welcomeBackTo", message: "Welcome Back to {town}" }, { town: data.town.name })
              : t(/*i18n*/ { id: "home.welcomeTo", message: "Welcome to {town}" }, { town: data.town.fullName })}
          </h1>
          <p className="mt-2 max-w-2xl opacity-90">
            {t(/*i18n*/ { id: "home.nashvilleLead", message: "Galleries, trails, music and neighbours in Brown County's village." })}
          </p>
        </section>
        <MemberAndStats data={data} stats={stats} weather={weather} t={t} />
        {on("/emergency") ? <EmergencyTiles quickDial={data.town.quickDial} t={t} lang={data.lang} /> : null}
        <SocialTiles links={data.socialLinks} t={t} lang={data.lang} />
        {on("/directory") ? <BusinessesSection businesses={data.businesses} t={t} lang={data.lang} /> : null}
        {on("/events") ? <EventsSection events={data.events} t={t} lang={data.lang} /> : null}
        {on("/news") ? <NewsSection news={data.news} cats={data.categories} t={t} lang={data.lang} /> : null}
        {data.letterSignup ? <LetterSignupBox words={data.letterSignup} /> : null}
      </div>
    );
  }

  const stats = [
    { label: t(/*i18n*/ { id: "home.localBusinesses", message: "Local Businesses" }), value: data.stats.businesses, to: "/directory" },
    { label: t(/*i18n*/ { id: "home.upcomingEvents", message: "Upcoming Events" }), value: data.stats.events, to: "/events" },
    { label: t(/*i18n*/ { id: "home.activeListings", message: "Active Listings" }), value: data.stats.listings, to: "/classifieds" },
  ].filter((s) => on(s.to));
  return (
    <div>
      <GreenwoodHero data={data} name={name} t={t} />
      <MemberAndStats data={data} stats={stats} weather={weather} t={t} />
      {on("/news") ? <NewsSection news={data.news} cats={data.categories} t={t} lang={data.lang} /> : null}
      {on("/directory") ? <BusinessesSection businesses={data.businesses} t={t} lang={data.lang} /> : null}
      {on("/events") ? <EventsSection events={data.events} t={t} lang={data.lang} /> : null}
      {on("/jobs") ? (
        <JobsSection jobs={data.jobs} town={data.town.name} radiusMiles={data.town.radiusMiles} now={data.now} t={t} lang={data.lang} />
      ) : null}
      {on("/classifieds") ? <ClassifiedsSection classifieds={data.classifieds} cats={data.categories} t={t} lang={data.lang} /> : null}
      {data.letterSignup ? <LetterSignupBox words={data.letterSignup} /> : null}
      {data.member ? null : <JoinCall t={t} />}
    </div>
  );
}

/** Greenwood's hero: a member is welcomed by name (what they wrote, so marked), a visitor invited in. */
function GreenwoodHero({ data, name, t }: { data: HomeData; name: string | undefined; t: T }) {
  return data.member ? (
    <section className="rounded-2xl bg-primary px-6 py-8 text-primary-foreground">
      <h1 className="text-3xl font-bold">
        <WrittenValue
          message={t(/*i18n*/ { id: "home.welcomeBack", message: "Welcome back, {name}!" }, { name: HOLE })}
          lang={peopleWroteLang(data.lang)}
        >
          {name ?? ""}
        </WrittenValue>
      </h1>
      <p className="mt-2 opacity-90">
        {t(/*i18n*/ { id: "home.memberLead", message: "Here is what is new in {town} and what is waiting on you." }, { town: data.town.fullName })}
      </p>
    </section>
  ) : (
    <section className="rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground">
      <h1 className="text-3xl font-bold sm:text-4xl">
        {t(/*i18n*/ { id: "home.welcomeTo", message: "Welcome to {town}" }, { town: data.town.fullName })}
      </h1>
      <p className="mx-auto mt-3 max-w-2xl text-lg opacity-90">
        {t(/*i18n*/ { id: "home.visitorLead", message: "Local news, events, businesses, jobs and neighbours — in one place." })}
      </p>
      <div className="mt-6 flex justify-center gap-3">
        <a href="/api/login" className="rounded bg-accent px-5 py-2 font-medium text-accent-foreground">
          {t(/*i18n*/ { id: "home.exploreCommunity", message: "Explore Community" })}
        </a>
        <a href="/api/login" className="rounded border border-current px-5 py-2 font-medium">
          {t(/*i18n*/ { id: "home.joinNow", message: "Join Now" })}
        </a>
      </div>
    </section>
  );
}

/** The visitor's closing call to join. */
function JoinCall({ t }: { t: T }) {
  return (
    <section className="mt-12 rounded-2xl bg-secondary px-6 py-10 text-center text-secondary-foreground">
      <h2 className="text-2xl font-bold">{t(/*i18n*/ { id: "home.joinNeighbours", message: "Join your neighbours" })}</h2>
      <p className="mx-auto mt-2 max-w-xl opacity-80">
        {t(/*i18n*/ { id: "home.joinLead", message: "Post events and ads, submit news and claim your business — free." })}
      </p>
      <a href="/api/login" className="mt-5 inline-block rounded bg-primary px-5 py-2 font-medium text-primary-foreground">
        {t(/*i18n*/ { id: "home.createFreeAccount", message: "Create Free Account" })}
      </a>
    </section>
  );
}
