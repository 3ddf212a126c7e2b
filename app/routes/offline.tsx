// /offline: what the service worker (public/sw.js) shows for a page that cannot be reached without a network.
// Precached without credentials, so it is the same for everyone; it needs no JavaScript.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";

export const handle = { hydrate: false };

export const meta: MetaFunction = () => [{ title: "You are offline" }, { name: "robots", content: "noindex" }];

export default function Offline() {
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">You are offline</h1>
      <p className="mt-3">
        This page could not be loaded without a connection. Articles and events you opened before are kept on this device, and open as usual.
      </p>
      <p className="mt-3">
        <Link className="underline" to="/">
          Try the home page again
        </Link>
      </p>
    </section>
  );
}
