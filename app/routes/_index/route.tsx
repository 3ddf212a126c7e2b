// `/`: the landing page for visitors and a dashboard for members (part 1 §2), in either town's mode.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { WeatherCard } from "~/components/weather-card";
import { isPathEnabled } from "~/lib/features";
import { getUser } from "~/services/auth.server";
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

/** Home is read, then left by a link: it ships no JavaScript (docs/decisions/pages-without-react.md; issue 18's 100 KB budget for home). */
export const handle = { hydrate: false };

export async function loader({ context }: LoaderFunctionArgs) {
  const user = await getUser(context);
  const page = await getHomePage(context, user?.id ?? null);
  return json({
    ...page,
    member: user ? { firstName: user.firstName, email: user.email } : null,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? `${data.town.fullName} — community news, events and businesses` : "Home" },
  {
    name: "description",
    content: data
      ? `Local news, events, businesses, classifieds, jobs and weather for ${data.town.fullName}.`
      : "Local news, events and businesses.",
  },
];

const QUICK_ACTIONS = [
  { to: "/submit-article", label: "Submit Article" },
  { to: "/events/create", label: "Create Event" },
  { to: "/post-classified", label: "Post an Ad" },
  { to: "/businesses/add", label: "Add Business" },
];

function QuickActions({ features }: { features: Parameters<typeof isPathEnabled>[1] }) {
  return (
    <nav aria-label="Quick actions" className="mt-4 flex flex-wrap gap-2">
      {QUICK_ACTIONS.filter((a) => isPathEnabled(a.to, features)).map((a) => (
        <Link key={a.to} to={a.to} className="rounded bg-primary px-4 py-2 text-sm font-medium text-primary-foreground">
          {a.label}
        </Link>
      ))}
    </nav>
  );
}

type HomeData = ReturnType<typeof useLoaderData<typeof loader>>;
type Stat = Parameters<typeof StatCards>[0]["stats"][number];

/** Both towns' middle band: a member's quick actions and what waits on them, then the stat cards beside the weather. */
function MemberAndStats({ data, stats, weather }: { data: HomeData; stats: Stat[]; weather: ReactNode }) {
  return (
    <>
      {data.waiting ? <QuickActions features={data.features} /> : null}
      {data.waiting ? <WaitingPanel waiting={data.waiting} /> : null}
      <div className="mt-6 grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <StatCards stats={stats} />
        </div>
        {weather}
      </div>
    </>
  );
}

export default function Home() {
  const data = useLoaderData<typeof loader>();
  const on = (path: string) => isPathEnabled(path, data.features);
  const weather = data.features.weather.enabled ? (
    <WeatherCard weather={data.weather} town={data.town.name} timeZone={data.town.timeZone} />
  ) : null;
  const name = data.member?.firstName || data.member?.email;

  if (data.mode === "nashville") {
    const stats = [
      { label: "Businesses", value: data.stats.businesses, to: "/directory" },
      { label: "Events", value: data.stats.events, to: "/events" },
      { label: "Art Galleries", value: data.stats.artGalleries, to: "/directory?q=Art+Galleries" },
    ].filter((s) => on(s.to));
    return (
      <div>
        <section className="rounded-2xl bg-primary px-6 py-10 text-primary-foreground">
          <h1 className="text-3xl font-bold sm:text-4xl">
            {data.member ? `Welcome Back to ${data.town.name}` : `Welcome to ${data.town.fullName}`}
          </h1>
          <p className="mt-2 max-w-2xl opacity-90">Galleries, trails, music and neighbours in Brown County's village.</p>
        </section>
        <MemberAndStats data={data} stats={stats} weather={weather} />
        {on("/emergency") ? <EmergencyTiles quickDial={data.town.quickDial} /> : null}
        <SocialTiles links={data.socialLinks} />
        {on("/directory") ? <BusinessesSection businesses={data.businesses} /> : null}
        {on("/events") ? <EventsSection events={data.events} /> : null}
        {on("/news") ? <NewsSection news={data.news} /> : null}
      </div>
    );
  }

  const stats = [
    { label: "Local Businesses", value: data.stats.businesses, to: "/directory" },
    { label: "Upcoming Events", value: data.stats.events, to: "/events" },
    { label: "Active Listings", value: data.stats.listings, to: "/classifieds" },
  ].filter((s) => on(s.to));
  return (
    <div>
      {data.member ? (
        <section className="rounded-2xl bg-primary px-6 py-8 text-primary-foreground">
          <h1 className="text-3xl font-bold">Welcome back, {name}!</h1>
          <p className="mt-2 opacity-90">Here is what is new in {data.town.fullName} and what is waiting on you.</p>
        </section>
      ) : (
        <section className="rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground">
          <h1 className="text-3xl font-bold sm:text-4xl">Welcome to {data.town.fullName}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg opacity-90">
            Local news, events, businesses, jobs and neighbours — in one place.
          </p>
          <div className="mt-6 flex justify-center gap-3">
            <a href="/api/login" className="rounded bg-accent px-5 py-2 font-medium text-accent-foreground">
              Explore Community
            </a>
            <a href="/api/login" className="rounded border border-current px-5 py-2 font-medium">
              Join Now
            </a>
          </div>
        </section>
      )}
      <MemberAndStats data={data} stats={stats} weather={weather} />
      {on("/news") ? <NewsSection news={data.news} /> : null}
      {on("/directory") ? <BusinessesSection businesses={data.businesses} /> : null}
      {on("/events") ? <EventsSection events={data.events} /> : null}
      {on("/jobs") ? <JobsSection jobs={data.jobs} town={data.town.name} radiusMiles={data.town.radiusMiles} now={data.now} /> : null}
      {on("/classifieds") ? <ClassifiedsSection classifieds={data.classifieds} /> : null}
      {data.member ? null : (
        <section className="mt-12 rounded-2xl bg-secondary px-6 py-10 text-center text-secondary-foreground">
          <h2 className="text-2xl font-bold">Join your neighbours</h2>
          <p className="mx-auto mt-2 max-w-xl opacity-80">
            Post events and ads, submit news and claim your business — free.
          </p>
          <a href="/api/login" className="mt-5 inline-block rounded bg-primary px-5 py-2 font-medium text-primary-foreground">
            Create Free Account
          </a>
        </section>
      )}
    </div>
  );
}
