import type { FeatureKey, Features } from "~/lib/vocabulary";

// The one map from a site feature to the URLs it owns. A disabled feature's pages and API answer 404
// (workers/app.ts and the root loader ask `disabledFeatureFor`), and its links leave nav, footer, home and search.
export const FEATURE_PATHS: Record<FeatureKey, readonly string[]> = {
  classifieds: ["/classifieds", "/post-classified", "/classified-pricing", "/api/classifieds"],
  jobs: ["/jobs", "/post-job", "/job-pricing", "/api/jobs"],
  news: ["/news", "/submit-article", "/api/news", "/api/articles"],
  events: ["/events", "/api/events", "/api/event-categories"],
  businessDirectory: ["/directory", "/businesses", "/claim-business", "/api/businesses", "/api/business-categories"],
  schools: ["/schools", "/api/schools"],
  government: ["/government", "/api/government"],
  emergency: ["/emergency", "/api/emergency"],
  weather: ["/alerts", "/api/weather", "/api/alerts"],
};

export const FEATURE_LABELS: Record<FeatureKey, string> = {
  classifieds: "Classifieds",
  jobs: "Jobs",
  news: "News",
  events: "Events",
  businessDirectory: "Business Directory",
  schools: "Schools",
  government: "Government",
  emergency: "Emergency",
  weather: "Weather and alerts",
};

/** The feature that owns a path ("/news/12" → news; "/newsletter" → none), or null. */
export function featureForPath(pathname: string): FeatureKey | null {
  for (const [feature, prefixes] of Object.entries(FEATURE_PATHS) as [FeatureKey, readonly string[]][]) {
    if (prefixes.some((p) => pathname === p || pathname.startsWith(`${p}/`) || pathname.startsWith(`${p}.`))) {
      return feature;
    }
  }
  return null;
}

/** The disabled feature that owns this path, or null when the path is open. */
export function disabledFeatureFor(pathname: string, features: Features): FeatureKey | null {
  const feature = featureForPath(pathname);
  return feature && !features[feature].enabled ? feature : null;
}

/** Whether a link to this path may be shown. */
export function isPathEnabled(pathname: string, features: Features): boolean {
  return disabledFeatureFor(pathname, features) === null;
}
