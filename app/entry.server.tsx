import type { AppLoadContext, EntryContext } from "@remix-run/cloudflare";
import { RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToReadableStream } from "react-dom/server";
import { DEFERRED_MODULE_TYPE, DEFERRED_PRELOAD_REL, pageHydrates } from "~/lib/hydrate-after-paint";
import { NonceContext } from "~/lib/nonce";

const ABORT_DELAY = 5000;

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  // The load context carries the CSP nonce the worker put in this response's header.
  loadContext: AppLoadContext,
) {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(), ABORT_DELAY);
  const body = await renderToReadableStream(
    <NonceContext.Provider value={loadContext.cspNonce}>
      <RemixServer context={remixContext} url={request.url} abortDelay={ABORT_DELAY} />
    </NonceContext.Provider>,
    {
      nonce: loadContext.cspNonce,
      signal: controller.signal,
      onError(error: unknown) {
        if (!controller.signal.aborted) console.error(error);
        responseStatusCode = 500;
      },
    },
  );
  body.allReady.then(() => clearTimeout(timeout));
  // Crawlers and no-JS clients get the whole document at once.
  if (isbot(request.headers.get("user-agent") || "")) await body.allReady;
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  const response = new Response(body, { headers: responseHeaders, status: responseStatusCode });
  // A page without scripts has nothing to rename: it is not parsed again on its way out.
  const handles = remixContext.staticHandlerContext.matches.map((m) => remixContext.routeModules[m.route.id]?.handle);
  return pageHydrates(handles) ? hydrateAfterFirstPaint(response) : response;
}

/**
 * Remix's modulepreloads and module script, renamed so that nothing of the JavaScript is fetched or run before the
 * first paint; the root layout's inline script restores them a frame later (decision 144).
 */
function hydrateAfterFirstPaint(response: Response): Response {
  if (typeof HTMLRewriter === "undefined") return response;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(element) {
        element.setAttribute("rel", DEFERRED_PRELOAD_REL);
      },
    })
    .on('script[type="module"]', {
      element(element) {
        element.setAttribute("type", DEFERRED_MODULE_TYPE);
      },
    })
    .transform(response);
}
