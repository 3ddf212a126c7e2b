// /offline: what the service worker (public/sw.js) shows for a page that cannot be reached without a network.
// Precached without credentials, so it is the same for everyone but the language (the browser's Accept-Language, or
// ?lang=); it needs no JavaScript.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { messagesFor } from "~/lib/i18n/catalogue.server";

export const handle = { hydrate: false };

export function loader({ context }: LoaderFunctionArgs) {
  return json({ m: messagesFor(context.lang, "offline") });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.m.title ?? "You are offline" },
  { name: "robots", content: "noindex" },
];

export default function Offline() {
  const { m } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl">
      <h1 className="text-2xl font-bold">{m.title}</h1>
      <p className="mt-3">{m.text}</p>
      <p className="mt-3">
        <Link className="underline" to="/">
          {m.home}
        </Link>
      </p>
    </section>
  );
}
