// patches/react-router+6.30.4.patch: a <Link> to a path from the root skips serialising the matched routes' pathnames
// (twice per link: a tenth of a member's home render went to links). Where a link points must not change: from the
// root, with a query and a hash, with a trailing slash, and relative links beside them, at a nested route.
import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { Link, MemoryRouter, Route, Routes } from "react-router-dom";
import { describe, expect, it } from "vitest";

function hrefsAt(path: string, tos: string[]): string[] {
  const links = h(
    "div",
    null,
    tos.map((to) => h(Link, { key: to, to }, to)),
  );
  const html = renderToString(
    h(
      MemoryRouter,
      { initialEntries: [path] },
      h(Routes, null, h(Route, { path: "events" }, h(Route, { path: ":id", element: links }), h(Route, { path: ":id/edit", element: links }))),
    ),
  );
  return [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replace(/&amp;/g, "&"));
}

describe("links at a nested route", () => {
  it("keep paths from the root as written, query, hash and trailing slash included", () => {
    expect(hrefsAt("/events/12", ["/", "/events?category=3&page=2", "/news#top", "/directory/", "//double"])).toEqual([
      "/",
      "/events?category=3&page=2",
      "/news#top",
      "/directory/",
      "//double",
    ]);
  });

  // What the unpatched router gives (2026-11-29: the same list with the patch reversed): ".." is the parent route.
  it("still resolve relative paths against the matched route", () => {
    expect(hrefsAt("/events/12/edit", ["..", "photos", "../photos", "?tab=2", "#x", "."])).toEqual([
      "/events",
      "/events/12/edit/photos",
      "/events/photos",
      "/events/12/edit?tab=2",
      "/events/12/edit#x",
      "/events/12/edit",
    ]);
  });
});
