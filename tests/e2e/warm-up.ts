// Playwright's global setup, run once the servers answer: the site's first page loads compile its code in workerd and
// fill its caches. Left to the first test, on a busy 2-core machine with the other half starting beside it, that cost
// once took a first navigation past the test's 30 s (CI, 2026-11-28: near-me.spec, the first test of its half).
import type { FullConfig } from "@playwright/test";

const PAGES = ["/", "/directory", "/events", "/news", "/classifieds", "/jobs", "/emergency", "/privacy"];

export default async function warmUp(config: FullConfig) {
  const base = config.projects[0]?.use.baseURL;
  if (!base) return;
  for (const path of PAGES) {
    // A page that fails here fails in its own test, with its own message.
    await fetch(new URL(path, base), { signal: AbortSignal.timeout(60_000) }).then(
      (res) => res.arrayBuffer(),
      () => undefined,
    );
  }
}
