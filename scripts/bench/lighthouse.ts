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
  /** With `diagnose`: why the page is slow, from Lighthouse's own audits. */
  diagnosis?: LighthouseDiagnosis;
  error?: string;
}

export interface LighthouseDiagnosis {
  /** The LCP element's HTML, cut short. */
  lcpElement: string | null;
  /** LCP phases (TTFB, load delay, load time, render delay) in ms. */
  lcpPhases: Record<string, number>;
  fcpMs: number | null;
  tbtMs: number | null;
  speedIndexMs: number | null;
  /** Render-blocking resources: url (wasted ms). */
  renderBlocking: string[];
  /** Script boot-up: url (total ms). */
  bootup: string[];
  /** Audits about the LCP picture that did not pass (lcp-lazy-loaded, prioritize-lcp-image). */
  lcpImageAudits: string[];
  /** Layout shifts: the node moved and its score. */
  layoutShifts: string[];
  /** The unthrottled load Lighthouse simulates from: observed FCP and LCP, and when each script finished (ms). */
  observed: string;
}

/** Diagnostic audits (weight 0, so not in the performance list) read when `diagnose` is set. */
const DIAGNOSTIC_AUDITS = [
  "largest-contentful-paint-element",
  "lcp-lazy-loaded",
  "prioritize-lcp-image",
  "render-blocking-resources",
  "bootup-time",
  "layout-shifts",
  "metrics",
  "network-requests",
] as const;

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
const a11yAudits = categories.accessibility!.auditRefs.map((r) => r.id);
const perfAudits = categories.performance!.auditRefs.filter((r) => r.weight > 0).map((r) => r.id);

export async function audit(
  port: number,
  url: string,
  { images, cookie, diagnose = false }: { images: boolean; cookie?: string; diagnose?: boolean },
): Promise<LighthouseResult> {
  try {
    const result = await lighthouse(url, {
      port,
      output: "json",
      logLevel: "error",
      formFactor: "mobile",
      onlyCategories: ["performance", "accessibility"],
      onlyAudits: [...perfAudits, ...a11yAudits, ...(images ? IMAGE_AUDITS : []), ...(diagnose ? DIAGNOSTIC_AUDITS : [])],
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
        ? IMAGE_AUDITS.filter((id) => id in lhr.audits && failed(id)).map(
            (id) => `${id}${lhr.audits[id]!.displayValue ? ` (${lhr.audits[id]!.displayValue})` : ""}`,
          )
        : [],
      a11yFailures: a11yAudits.filter(failed).map((id) => {
        const items = (lhr.audits[id]!.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
        const snippets = items
          .slice(0, 3)
          .map((i) => i.node?.snippet?.slice(0, 120))
          .filter(Boolean);
        return snippets.length ? `${id} on ${snippets.join(" ; ")}` : id;
      }),
      ...(diagnose ? { diagnosis: diagnosisOf(lhr.audits) } : {}),
      ...(lhr.runtimeError ? { error: lhr.runtimeError.message } : {}),
    };
  } catch (e) {
    return { performance: null, accessibility: null, lcpMs: null, cls: null, imageFailures: [], a11yFailures: [], error: String(e) };
  }
}

type Audits = Record<string, { numericValue?: number; score: number | null; displayValue?: string; details?: unknown } | undefined>;
type TableItem = Record<string, unknown>;

/** The rows of an audit's table (for largest-contentful-paint-element, each of its tables in turn). */
function rows(details: unknown): TableItem[] {
  if (!details || typeof details !== "object") return [];
  const d = details as { type?: string; items?: unknown[] };
  if (d.type === "list") return (d.items ?? []).flatMap((i) => rows(i));
  return (d.items ?? []).filter((i): i is TableItem => !!i && typeof i === "object");
}

function snippetOf(item: TableItem): string | null {
  const node = item.node as { snippet?: string; selector?: string } | undefined;
  return node?.snippet ? node.snippet.slice(0, 300) : null;
}

function diagnosisOf(audits: Audits): LighthouseDiagnosis {
  const lcpRows = rows(audits["largest-contentful-paint-element"]?.details);
  const phases: Record<string, number> = {};
  for (const r of lcpRows) if (typeof r.phase === "string" && typeof r.timing === "number") phases[r.phase] = Math.round(r.timing);
  const failing = (id: string) => {
    const a = audits[id];
    return a && a.score !== null && a.score < 1 ? [`${id}${a.displayValue ? ` (${a.displayValue})` : ""}`] : [];
  };
  return {
    lcpElement: lcpRows.map(snippetOf).find((s) => s) ?? null,
    lcpPhases: phases,
    fcpMs: audits["first-contentful-paint"]?.numericValue ?? null,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? null,
    speedIndexMs: audits["speed-index"]?.numericValue ?? null,
    renderBlocking: rows(audits["render-blocking-resources"]?.details).map((r) => `${String(r.url)} (${Math.round(Number(r.wastedMs ?? 0))} ms)`),
    bootup: rows(audits["bootup-time"]?.details)
      .slice(0, 4)
      .map((r) => `${String(r.url)} (${Math.round(Number(r.total ?? 0))} ms)`),
    lcpImageAudits: [...failing("lcp-lazy-loaded"), ...failing("prioritize-lcp-image")],
    layoutShifts: rows(audits["layout-shifts"]?.details).map((r) => `${snippetOf(r) ?? "?"} (${Number(r.score ?? 0).toFixed(3)})`),
    observed: observedTimeline(audits),
  };
}

/** Observed (not simulated) FCP and LCP beside the end of each script, stylesheet and picture request. */
function observedTimeline(audits: Audits): string {
  const m = rows(audits.metrics?.details)[0] ?? {};
  const requests = rows(audits["network-requests"]?.details);
  const start = Math.min(...requests.map((r) => Number(r.networkRequestTime ?? Infinity)));
  const parts = requests
    .filter((r) => ["Script", "Stylesheet", "Image"].includes(String(r.resourceType)))
    .map(
      (r) =>
        `${String(r.url)
          .replace(/^https?:\/\/[^/]+/, "")
          .slice(-40)} ${String(r.priority)} ${Math.round(Number(r.networkEndTime) - start)}`,
    );
  return `FCP ${Math.round(Number(m.observedFirstContentfulPaint))} LCP ${Math.round(Number(m.observedLargestContentfulPaint))} DCL ${Math.round(Number(m.observedDomContentLoaded))} | ${parts.join(", ")}`;
}
