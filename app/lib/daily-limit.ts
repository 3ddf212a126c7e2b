// The one daily posting limit (issue 41 §4): a member's new classified ads count against it, and so do their new
// events and series (each kind on its own count), over a rolling 24 hours rather than the calendar day, so midnight is
// no loophole (docs/decisions/classifieds.md, docs/decisions/events.md). Pure: the models count, this decides.

/** How many new posts of one kind a member may make in any 24 hours. */
export const POSTS_PER_DAY = 10;

const DAY = 86_400_000;

/** The rolling 24 hours a member's new posts are counted in, ending now. */
export const dailyWindow = (now: Date) => ({ since: new Date(now.getTime() - DAY), until: now });

/** Whether a member who made `count` posts of one kind in the window is refused another. */
export const overDailyLimit = (count: number) => count >= POSTS_PER_DAY;

/**
 * Whether the daily limits apply: always in production. RATE_LIMITS=off (tests only, refused in production) lifts them
 * with the per-minute limiters, for the browser suite that posts as a few seeded members all day; the limits
 * themselves are tested in workerd.
 */
export const dailyLimitsApply = (env: { RATE_LIMITS?: "on" | "off"; ENVIRONMENT: string }) =>
  env.RATE_LIMITS !== "off" || env.ENVIRONMENT === "production";
