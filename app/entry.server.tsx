import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { deferHydration, pageHydrates } from "~/lib/hydrate-after-paint";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { ShellMessagesContext } from "~/lib/i18n/fallback";
import { NonceContext } from "~/lib/nonce";

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  // The load context carries the CSP nonce the worker put in this response's header.
  loadContext: AppLoadContext,
) {
  // The page is rendered whole, as one string (docs/decisions/worker-cpu-and-patches.md). Without Suspense, React's streaming render sends its
  // first byte only once the whole document is rendered anyway, and feeding the document through a JavaScript stream
  // cost the worker about a fifth of a search page's CPU. A render error throws here, and Remix renders the error
  // boundary instead.
  if (hasDeferredData(remixContext))
    throw new Error("A loader used defer(): pages are rendered whole, without streaming (docs/decisions/worker-cpu-and-patches.md)");
  const html = renderToString(
    <NonceContext.Provider value={loadContext.cspNonce}>
      <ShellMessagesContext.Provider
        value={{ lang: loadContext.lang, shell: messagesFor(loadContext.lang, "shell"), errors: messagesFor(loadContext.lang, "errors") }}
      >
        <RemixServer context={remixContext} url={request.url} />
      </ShellMessagesContext.Provider>
    </NonceContext.Provider>,
  );
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const document = `<!DOCTYPE html>${html}`;
  // A page without scripts has nothing to rename.
  const matches = remixContext.staticHandlerContext.matches.map((m) => ({
    handle: remixContext.routeModules[m.route.id]?.handle,
    data: remixContext.staticHandlerContext.loaderData[m.route.id],
  }));
  const body = pageHydrates(matches) ? deferHydration(document, loadContext.cspNonce) : document;
  return new Response(body, { headers: responseHeaders, status: responseStatusCode });
}

/** Data a loader deferred (Remix's defer()), which only a streamed render could send as it resolves. */
function hasDeferredData(remixContext: EntryContext): boolean {
  const deferreds = remixContext.staticHandlerContext.activeDeferreds;
  return deferreds !== null && Object.keys(deferreds).length > 0;
}
