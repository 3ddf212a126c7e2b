import { json, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLocation,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import { AlertStrip } from "~/components/alert-strip";
import { HelpWidget } from "~/components/help-widget";
import { InstallWarningsOffer } from "~/components/install-warnings-offer";
import { LanguageSwitch } from "~/components/language-switch";
import { PageNotFound } from "~/components/not-found";
import { ProgressBar } from "~/components/progress-bar";
import { SiteFooter } from "~/components/site-footer";
import { HydratesContext } from "~/components/site-link";
import { SiteNav } from "~/components/site-nav";
import { Toaster } from "~/components/toaster";
import { restoreTypedText } from "~/components/typed-text";
import { disabledFeatureFor } from "~/lib/features";
import { HYDRATE_AFTER_PAINT, pageHydrates } from "~/lib/hydrate-after-paint";
import { tr, type Descriptor } from "~/lib/i18n/descriptor";
import { keepShellMessages, scriptJson, SHELL_MESSAGES_ID, useShellMessagesFallback, type ShellMessages } from "~/lib/i18n/fallback";
import { isLang, LANG_PARAM, LONG_HEADER_WORDS, urlInLang } from "~/lib/i18n/lang";
import { formatMessage, messagesFor } from "~/lib/i18n/shell.server";
import { footerLinks, navLinks } from "~/lib/navigation";
import { useNonce } from "~/lib/nonce";
import { publicUser } from "~/lib/public-user";
import { canonicalUrl, openGraphTags, type CanonicalParams, type OgPage } from "~/lib/seo";
import { themeCss } from "~/lib/theme";
import { takeToast } from "~/lib/toast.server";
import { supportEmailFor, townFor } from "~/lib/towns";
import { FEATURE_KEYS, type Features } from "~/lib/vocabulary";
import { type SiteConfig } from "~/models/site-config.server";
import { getUser } from "~/services/auth.server";
import { fediverseShell } from "~/services/fediverse.server";
import { getShownAlerts } from "~/services/weather.server";
import stylesheet from "~/tailwind.css";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: stylesheet },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "manifest", href: "/manifest.webmanifest" },
  { rel: "apple-touch-icon", href: "/icons/icon-192.png" },
];

// The service worker (public/sw.js: offline page, articles kept for offline reading, push) registers after load, on
// every page, whether or not the page hydrates; it is told the page's language, so the pages it keeps for an outage are
// in the reader's language (it fetches them without cookies).
const REGISTER_SERVICE_WORKER = `if("serviceWorker"in navigator)addEventListener("load",function(){var s=navigator.serviceWorker;s.register("/sw.js").then(function(){return s.ready}).then(function(r){r.active&&r.active.postMessage({lang:document.documentElement.lang})}).catch(function(){})})`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const [config, user, alerts, fediverse] = await Promise.all([
    context.siteConfig(),
    getUser(context),
    // The offline page is kept on the device for days: an alert strip frozen into it would mislead, so it has none.
    context.siteConfig().then((c) => (c.features.weather.enabled && new URL(request.url).pathname !== "/offline" ? getShownAlerts(context) : [])),
    // The handles on Mastodon for the footer and the follow boxes, while federation is on (issue 47).
    fediverseShell(context).catch(() => null),
  ]);
  // A disabled feature's pages are the 404 page (workers/app.ts answers its API and writes).
  const featureDisabled = disabledFeatureFor(new URL(request.url).pathname, config.features) !== null;
  const lang = context.lang;
  const words = (d: Descriptor<"links">) => formatMessage(lang, d);
  const footer = footerLinks(config.features, user, context.pagePaths, words);
  return json(
    {
      config,
      user: user ? publicUser(user) : null,
      nav: navLinks(config.features, user, context.pagePaths, words),
      footer,
      // The shell's and the error pages' messages in the reader's language (no values: the browser needs no formatter).
      lang,
      shell: messagesFor(lang, "shell"),
      errors: messagesFor(lang, "errors"),
      description: formatMessage(
        lang,
        /*i18n*/ { id: "shell.siteDescriptionIn", message: "Local news, events, businesses, classifieds and jobs in {town}." },
        { town: townFor(config.mode).fullName },
      ),
      toast: takeToast(request, context),
      supportEmail: supportEmailFor(config, context.env.SUPPORT_EMAIL),
      developmentSignIn: context.env.ENVIRONMENT !== "production",
      alerts,
      timeZone: townFor(config.mode).timeZone,
      featureDisabled,
      origin: context.siteUrl,
      fediverse,
    },
    featureDisabled ? { status: 404 } : undefined,
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.config.siteName ?? "Greenwood Community Hub" },
  {
    name: "description",
    content: data?.description ?? `Local news, events, businesses, classifieds and jobs in ${townFor(data?.config.mode).fullName}.`,
  },
];

const ALL_ENABLED = Object.fromEntries(FEATURE_KEYS.map((k) => [k, { enabled: true }])) as Features;
const FALLBACK_CONFIG: SiteConfig = {
  siteName: "Greenwood Community Hub",
  features: ALL_ENABLED,
  colors: {},
  mode: "greenwood",
  socialLinks: {},
  supportEmail: null,
  postalAddress: null,
};
// When the root loader itself failed (database down), only pages that need no data are linked.
const FALLBACK_PAGES = new Set(["/", "/support", "/privacy", "/terms"]);

type RootData = ReturnType<typeof useRouteLoaderData<typeof loader>>;

/** The reader's language and messages: from the root loader, else (it failed) from the server render's fallback. */
function useMessages(data: RootData, fallback: ShellMessages | null): ShellMessages {
  if (!data) return fallback as ShellMessages; // entry.server.tsx gives every server render one; the page carries it
  const messages = { lang: data.lang, shell: data.shell, errors: data.errors };
  keepShellMessages(messages);
  return messages;
}

/** The shell around every page, error pages included. */
export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const config = data?.config ?? FALLBACK_CONFIG;
  // No root data (it failed): the town is unknown, so no address rather than another town's.
  const supportEmail = data?.supportEmail ?? null;
  const nonce = useNonce();
  // A page that gains nothing from JavaScript (handle.hydrate === false: every link and form of it works without)
  // ships none: docs/decisions/pages-without-react.md.
  const matches = useMatches();
  const hydrate = pageHydrates(matches);
  const fallback = useShellMessagesFallback();
  const { lang, shell } = useMessages(data, fallback);
  const found = useFoundTags(data, matches);
  // Runs once the hydrated tree is committed (the outermost effect runs last): text typed meanwhile goes back, and the
  // document says it is hydrated (`data-hydrated` on <html>, which tests wait for before a click only a script handles).
  useEffect(() => {
    restoreTypedText();
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#166534" />
        <Meta />
        <Links />
        {found ? <FoundTags found={found} /> : null}
        <style dangerouslySetInnerHTML={{ __html: themeCss(config.colors) }} />
        {data || !fallback ? null : (
          <script
            type="application/json"
            id={SHELL_MESSAGES_ID}
            suppressHydrationWarning
            dangerouslySetInnerHTML={{ __html: scriptJson(fallback) }}
          />
        )}
      </head>
      <body className="flex min-h-screen flex-col font-sans antialiased">
        {/* A page that does not hydrate gets plain <a> links (components/site-link.tsx). */}
        <HydratesContext.Provider value={hydrate}>
          <a href="#main" className="sr-only focus:not-sr-only">
            {tr(shell, /*i18n*/ { id: "shell.skipToContent", message: "Skip to content" })}
          </a>
          <ProgressBar label={tr(shell, /*i18n*/ { id: "shell.loading", message: "Loading" })} />
          <SiteNav
            siteName={config.siteName}
            links={data?.nav ?? navLinks(ALL_ENABLED, null, FALLBACK_PAGES)}
            user={data?.user ?? null}
            m={shell}
            languageSwitch={
              <LanguageSwitch lang={lang} label={tr(shell, /*i18n*/ { id: "shell.languageSwitch", message: "Choose the language" })} id="header" />
            }
            longWords={LONG_HEADER_WORDS.has(lang)}
          />
          <AlertStrip alerts={data?.alerts ?? []} m={shell} />
          <Toaster toast={data?.toast ?? null} m={shell} />
          <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-6">
            {children}
          </main>
          <SiteFooter
            siteName={config.siteName}
            supportEmail={supportEmail}
            links={data?.footer ?? footerLinks(ALL_ENABLED, null, FALLBACK_PAGES)}
            m={shell}
            languageSwitch={
              <LanguageSwitch lang={lang} label={tr(shell, /*i18n*/ { id: "shell.languageSwitch", message: "Choose the language" })} id="footer" />
            }
            fediverse={data?.fediverse ?? null}
          />
          <HelpWidget supportEmail={supportEmail} m={shell} />
          <InstallWarningsOffer m={shell} />
        </HydratesContext.Provider>
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
            <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: HYDRATE_AFTER_PAINT }} />
          </>
        ) : null}
        <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: REGISTER_SERVICE_WORKER }} />
      </body>
    </html>
  );
}

/**
 * Every page's canonical URL (its route's `handle.canonical` parameters, normalised: lib/seo.ts) and Open Graph tags
 * (from the page's `og` in its loader data, else the site's: lib/seo.ts openGraphTags), absolute from the site's
 * origin. None on an error page.
 */
function useFoundTags(data: RootData, matches: ReturnType<typeof useMatches>) {
  const location = useLocation();
  const error = useRouteError();
  const origin = data?.origin;
  if (!data || !origin || data.featureDisabled || error) return null;
  const leaf = matches[matches.length - 1];
  const known = (leaf?.handle as { canonical?: CanonicalParams } | undefined)?.canonical;
  const page = (leaf?.data as { og?: OgPage } | null | undefined)?.og;
  const plain = canonicalUrl(origin, location.pathname, location.search, known);
  // A page asked for in one language (?lang=es, what the alternates point at) is its own canonical.
  const asked = new URLSearchParams(location.search).get(LANG_PARAM);
  const canonical = isLang(asked) ? urlInLang(plain, asked) : plain;
  return {
    canonical,
    alternates: { en: urlInLang(plain, "en"), es: urlInLang(plain, "es"), default: plain },
    og: openGraphTags(
      { origin, url: canonical, name: data.config.siteName, description: data.description },
      page && typeof page === "object" && typeof page.title === "string" ? page : null,
    ),
  };
}

export default function App() {
  const data = useRouteLoaderData<typeof loader>("root");
  if (!data?.featureDisabled) return <Outlet />;
  return <PageNotFound sections={data.nav.filter((l) => l.href !== "/benefits")} m={data.errors} m2={data.shell} />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("root");
  const { errors: m, shell } = useMessages(data, useShellMessagesFallback());
  if (isRouteErrorResponse(error) && error.status === 404) {
    const sections = (data?.nav ?? navLinks(ALL_ENABLED, null, FALLBACK_PAGES)).filter((l) => l.href !== "/benefits");
    return <PageNotFound sections={sections} m={m} m2={shell} />;
  }
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <section className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "errors.accessDenied", message: "Access Denied" })}</h1>
        <p className="mt-4 opacity-80">{tr(m, /*i18n*/ { id: "errors.noPermission", message: "You do not have permission to view this page." })}</p>
      </section>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 400) {
    // The message a route gave is its own (often a field's rule); only the title and fallback are translated.
    return (
      <section className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "errors.badRequestTitle", message: "That request could not be understood" })}</h1>
        <p className="mt-4 opacity-80" data-testid="bad-request">
          {typeof error.data === "string" && error.data.length < 300
            ? error.data
            : tr(m, /*i18n*/ { id: "errors.badRequestText", message: "Please go back and try again." })}
        </p>
      </section>
    );
  }
  if (!isRouteErrorResponse(error)) console.error(error);
  return (
    <section className="mx-auto max-w-xl py-16 text-center">
      <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "errors.somethingWrong", message: "Something went wrong" })}</h1>
      <p className="mt-4 opacity-80">
        {isRouteErrorResponse(error)
          ? `${error.status}: ${error.statusText}`
          : tr(m, /*i18n*/ { id: "errors.tryAgain", message: "Please try again in a moment." })}
      </p>
    </section>
  );
}

/** The page's canonical address, its language alternates and its link-preview tags. */
function FoundTags({ found }: { found: NonNullable<ReturnType<typeof useFoundTags>> }) {
  return (
    <>
      <link rel="canonical" href={found.canonical} />
      {/* The same page in each language (the plain URL follows the reader's choice: x-default). */}
      <link rel="alternate" hrefLang="en" href={found.alternates.en} />
      <link rel="alternate" hrefLang="es" href={found.alternates.es} />
      <link rel="alternate" hrefLang="x-default" href={found.alternates.default} />
      {found.og.map((tag) =>
        "property" in tag ? (
          <meta key={tag.property} property={tag.property} content={tag.content} />
        ) : (
          <meta key={tag.name} name={tag.name} content={tag.content} />
        ),
      )}
    </>
  );
}
