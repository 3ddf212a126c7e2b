// patches/@remix-run+server-runtime+2.17.5.patch and patches/@remix-run+react+2.17.5.patch make Remix's hydration
// hand-off (every loader's data as one JSON string, for window.__remixContext) only when <Scripts> renders it. Most of
// our pages render without scripts (handle.hydrate === false), and the string was made and dropped on every render
// (issue 45). A page with scripts must still get the same hand-off, made once.
import { RemixServer, Scripts } from "@remix-run/react";
import { createRequestHandler, type HandleDocumentRequestFunction, type ServerBuild } from "@remix-run/server-runtime";
import { createElement, Fragment } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";

const render: HandleDocumentRequestFunction = (request, status, headers, context) => {
  const html = renderToString(createElement(RemixServer, { context, url: request.url }));
  return new Response(`<!DOCTYPE html>${html}`, { status, headers });
};

/** A one-route app whose root renders <Scripts> only when the URL asks (?scripts). */
function build(): ServerBuild {
  const root = {
    id: "root",
    path: "",
    module: {
      loader: ({ request }: { request: Request }) => Response.json({ greeting: "hello", scripts: new URL(request.url).searchParams.has("scripts") }),
      default: () => createElement("html", null, createElement("body", null, "page", createElement(MaybeScripts))),
    },
  };
  return {
    mode: "production",
    entry: {
      module: {
        default: render,
      },
    },
    routes: { root: { ...root, parentId: undefined, index: undefined, caseSensitive: undefined } },
    assets: {
      version: "1",
      url: "/manifest.js",
      entry: { module: "/entry.js", imports: [] },
      routes: {
        root: {
          id: "root",
          path: "",
          module: "/root.js",
          hasLoader: true,
          hasAction: false,
          hasClientLoader: false,
          hasClientAction: false,
          hasErrorBoundary: false,
        },
      },
    },
    publicPath: "/",
    assetsBuildDirectory: "public/build",
    future: {
      v3_fetcherPersist: false,
      v3_relativeSplatPath: false,
      v3_throwAbortReason: false,
      v3_routeConfig: false,
      v3_singleFetch: false,
      v3_lazyRouteDiscovery: false,
      unstable_optimizeDeps: false,
    },
    isSpaMode: false,
  } as unknown as ServerBuild;
}

let scriptsWanted = false;
function MaybeScripts() {
  return scriptsWanted ? createElement(Scripts) : createElement(Fragment);
}

/** The JSON.stringify calls that made a hand-off (the object with Remix's `state`). */
async function renderPage(url: string): Promise<{ html: string; handoffs: number }> {
  scriptsWanted = new URL(url).searchParams.has("scripts");
  const stringify = vi.spyOn(JSON, "stringify");
  const res = await createRequestHandler(build())(new Request(url));
  const html = await res.text();
  const handoffs = stringify.mock.calls.filter(([value]) => value !== null && typeof value === "object" && "state" in value).length;
  stringify.mockRestore();
  expect(res.status).toBe(200);
  return { html, handoffs };
}

describe("Remix's hydration hand-off", () => {
  afterEach(() => vi.restoreAllMocks());

  it("is not made for a page rendered without <Scripts>", async () => {
    const { html, handoffs } = await renderPage("http://localhost/");
    expect(html).toContain("page");
    expect(html).not.toContain("__remixContext");
    expect(handoffs).toBe(0);
  });

  it("is made once, with the loader's data, for a page with <Scripts>", async () => {
    const { html, handoffs } = await renderPage("http://localhost/?scripts");
    expect(handoffs).toBe(1);
    expect(html).toContain("window.__remixContext = {");
    expect(html).toContain('"greeting":"hello"');
  });
});
