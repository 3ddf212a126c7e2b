// Playwright's global setup, run once the servers answer: the site's first page loads compile its code in workerd and
// fill its caches, and a first browser launch reads Chromium from disk. Left to the first test, on a busy 2-core machine
// with the other half starting beside it, that cost once took a first navigation past the test's 30 s (CI,
// 2026-11-28: near-me.spec, the first test of its half).
import { chromium, type FullConfig } from "@playwright/test";

const PAGES = ["/", "/directory", "/events", "/news", "/classifieds", "/jobs", "/emergency", "/privacy"];

export default async function warmUp(config: FullConfig) {
  const use = config.projects[0]?.use;
  const base = use?.baseURL;
  if (!base) return;
  const started = performance.now();
  let answered = 0;
  for (const path of PAGES) {
    // A page that fails here fails in its own test, with its own message.
    await fetch(new URL(path, base), { signal: AbortSignal.timeout(60_000) }).then(
      async (res) => {
        await res.arrayBuffer();
        if (res.ok) answered++;
      },
      () => undefined,
    );
  }
  // One page in the browser the tests use, with its scripts, styles and pictures.
  const browser = await chromium.launch(use.launchOptions);
  try {
    const page = await browser.newPage();
    await page.goto(new URL("/directory", base).href, { timeout: 60_000 }).catch(() => undefined);
  } finally {
    await browser.close();
  }
  console.log(
    `warm-up: ${answered} of ${PAGES.length} pages answered, and one in Chromium, in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}
