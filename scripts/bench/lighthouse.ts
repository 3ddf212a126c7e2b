// Lighthouse mobile (simulated Slow 4G, the package's defaults) with Debian's Chromium, offline: one browser for
// all pages, only the audits the budgets read (performance metrics, accessibility, image audits), so a page takes
// ~12 s here instead of ~25 s.
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { defaultConfig } from "lighthouse";

/** The image audits of issue 15 ("sizes and lazy loading"); those missing from the installed version are skipped. */
export const IMAGE_AUDITS = ["uses-responsive-images", "offscreen-images", "unsized-images", "modern-image-formats"] as const;

export interface LighthouseResult {
  performance: number | null;
  accessibility: number | null;
  lcpMs: number | null;
  cls: number | null;
  /** Image audits that did not pass (id: display value), on pages checked for pictures. */
  imageFailures: string[];
  /** Failed accessibility audits, by id. */
  a11yFailures: string[];
  error?: string;
}

export async function startChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  });
}

const categories = defaultConfig.categories ?? {};
const a11yAudits = categories.accessibility.auditRefs.map((r) => r.id);
const perfAudits = categories.performance.auditRefs.filter((r) => r.weight > 0).map((r) => r.id);

export async function audit(
  port: number,
  url: string,
  { images, cookie }: { images: boolean; cookie?: string },
): Promise<LighthouseResult> {
  try {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      onlyCategories: ["performance", "accessibility"],
      onlyAudits: [...perfAudits, ...a11yAudits, ...(images ? IMAGE_AUDITS : [])],
      disableFullPageScreenshot: true,
      maxWaitForLoad: 30_000,
      ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
    });
    if (!result) throw new Error("Lighthouse returned no result");
    const lhr = result.lhr;
    const failed = (id: string) => {
      const a = lhr.audits[id];
      return a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== "notApplicable" && a.scoreDisplayMode !== "informative";
    };
    return {
      performance: lhr.categories.performance?.score ?? null,
      accessibility: lhr.categories.accessibility?.score ?? null,
      lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
      cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
      imageFailures: images
        ? IMAGE_AUDITS.filter((id) => id in lhr.audits && failed(id)).map((id) => `${id}${lhr.audits[id].displayValue ? ` (${lhr.audits[id].displayValue})` : ""}`)
        : [],
      a11yFailures: a11yAudits.filter(failed).map((id) => {
        const items = (lhr.audits[id].details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
        const snippets = items.slice(0, 3).map((i) => i.node?.snippet?.slice(0, 120)).filter(Boolean);
        return snippets.length ? `${id} on ${snippets.join(" ; ")}` : id;
      }),
      ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
    };
  } catch (e) {
    return { performance: null, accessibility: null, lcpMs: null, cls: null, imageFailures: [], a11yFailures: [], error: String(e) };
  }
}
