import { Link, useRouteLoaderData } from "@remix-run/react";
import type { loader as rootLoader } from "~/root";

// A plain landing page until the home page (part 1 §2) has its own issue.
export default function Index() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const signedIn = Boolean(root?.user);
  const sections = [
    { to: "/news", title: "Local News", text: "What is happening at City Hall, in the schools and on Main Street." },
    { to: "/events", title: "Events Calendar", text: "Concerts, markets, meetings and family days around town." },
    { to: "/directory", title: "Business Directory", text: "Find and support the shops and services near you." },
    { to: "/classifieds", title: "Classifieds", text: "Buy, sell and swap with your neighbours." },
  ];
  return (
    <div>
      <section className="rounded-2xl bg-primary px-6 py-14 text-center text-primary-foreground">
        <h1 className="text-3xl font-bold sm:text-4xl">{root?.config.siteName ?? "Greenwood Community Hub"}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-lg opacity-90">
          Local news, events, businesses and neighbours of Greenwood, Indiana — in one place.
        </p>
        {signedIn ? null : (
          <div className="mt-6 flex justify-center gap-3">
            <a href="/api/login" className="rounded bg-accent px-5 py-2 font-medium text-accent-foreground">
              Explore Community
            </a>
            <a href="/api/login" className="rounded border border-current px-5 py-2 font-medium">
              Join Now
            </a>
          </div>
        )}
      </section>
      <section className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {sections.map((s) => (
          <Link key={s.to} to={s.to} className="rounded-lg border border-border p-5 hover:shadow">
            <h2 className="font-semibold text-primary">{s.title}</h2>
            <p className="mt-2 text-sm opacity-80">{s.text}</p>
          </Link>
        ))}
      </section>
    </div>
  );
}
