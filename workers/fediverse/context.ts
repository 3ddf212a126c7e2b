// What every part of the fediverse worker is given: the database, the canonical site URL and its name, the clock, and
// the site's env and settings for the mails it writes.
import type { AppEnv } from "~/lib/env.server";
import type { Db } from "~/models/db.server";
import type { SiteConfig } from "~/models/site-config.server";

export type FediverseContext = {
  db: Db;
  /** The canonical origin (SITE_URL): every actor and object id is under it, whatever Host a request named. */
  siteUrl: string;
  siteName: string;
  now: () => Date;
  /** Loopback and private addresses may be fetched (tests and `npm start` only; never in production). */
  allowPrivateAddress: boolean;
  /** After this long failing, an inbox is paused (shown at /admin/fediverse) until an admin resumes it. */
  pauseAfterMs: number;
  /** What the site's mail needs (a member the waitlist moved up when a fediverse answerer withdrew is told, as on the site). */
  env: AppEnv;
  siteConfig: () => Promise<SiteConfig>;
};

/** The two actors: the calendar and the news (one per category was left out: docs/decisions/fediverse.md). */
export const ACTORS = {
  events: {
    name: "events",
    page: "/events",
    summary: (site: string) => `<p>What's on in town: every event on ${site}, with its day, time and place.</p>`,
  },
  news: { name: "news", page: "/news", summary: (site: string) => `<p>Local news from ${site}.</p>` },
} as const;

export type ActorName = keyof typeof ACTORS;

export const isActorName = (name: string): name is ActorName => Object.hasOwn(ACTORS, name);
