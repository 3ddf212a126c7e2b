import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { messagesFor } from "~/lib/i18n/catalogue.server";

export const loader = ({ context }: LoaderFunctionArgs) => json({ m: messagesFor(context.lang, "benefits") });
export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.m.metaTitle ?? "Join Us — Membership Benefits" }];

/** Each row's words (the `benefits` namespace) and whether visitors and members may do it. */
const ROWS = [
  ["row1", true, true],
  ["row2", true, true],
  ["row3", true, true],
  ["row4", false, true],
  ["row5", false, true],
  ["row6", false, true],
  ["row7", false, true],
] as const;

export default function Benefits() {
  const { m } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">{m.title}</h1>
      <p className="mt-2 opacity-80">{m.lead}</p>
      <table className="mt-6 w-full text-left">
        <thead>
          <tr className="border-b border-border">
            <th className="py-2">{m.whatYouCanDo}</th>
            <th className="px-2 py-2 text-center">{m.visitors}</th>
            <th className="px-2 py-2 text-center">{m.members}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([row, visitor, member]) => (
            <tr key={row} className="border-b border-border">
              <td className="py-2">{m[row]}</td>
              <td className="py-2 text-center">{visitor ? "✓" : "—"}</td>
              <td className="py-2 text-center">{member ? "✓" : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-8 flex gap-3">
        <a href="/api/login" className="rounded bg-primary px-5 py-2 font-medium text-primary-foreground">
          {m.createAccount}
        </a>
        <a href="/api/login" className="rounded border border-border px-5 py-2 font-medium">
          {m.signIn}
        </a>
      </div>
    </section>
  );
}
