import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";

export const loader = ({ context }: LoaderFunctionArgs) => json({ m: messagesFor(context.lang, "benefits") });
export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "benefits.metaTitle", message: "Join Us — Membership Benefits" }) : "Join Us — Membership Benefits" },
];

/** Each row's words (the `benefits` namespace) and whether visitors and members may do it. */
const ROWS = [
  [/*i18n*/ { id: "benefits.row1", message: "Read local news, events and the business directory" }, true, true],
  [/*i18n*/ { id: "benefits.row2", message: "Browse classified ads and jobs" }, true, true],
  [/*i18n*/ { id: "benefits.row3", message: "Search the whole site" }, true, true],
  [/*i18n*/ { id: "benefits.row4", message: "Submit news articles" }, false, true],
  [/*i18n*/ { id: "benefits.row5", message: "Create events on the community calendar" }, false, true],
  [/*i18n*/ { id: "benefits.row6", message: "Post classified ads" }, false, true],
  [/*i18n*/ { id: "benefits.row7", message: "Claim or add your business" }, false, true],
] as const;

export default function Benefits() {
  const { m } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "benefits.title", message: "Join Your Community" })}</h1>
      <p className="mt-2 opacity-80">{tr(m, /*i18n*/ { id: "benefits.lead", message: "Membership is free. Sign in to take part." })}</p>
      <table className="mt-6 w-full text-left">
        <thead>
          <tr className="border-b border-border">
            <th className="py-2">{tr(m, /*i18n*/ { id: "benefits.whatYouCanDo", message: "What you can do" })}</th>
            <th className="px-2 py-2 text-center">{tr(m, /*i18n*/ { id: "benefits.visitors", message: "Visitors" })}</th>
            <th className="px-2 py-2 text-center">{tr(m, /*i18n*/ { id: "benefits.members", message: "Members" })}</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([row, visitor, member]) => (
            <tr key={row.id} className="border-b border-border">
              <td className="py-2">{tr(m, row)}</td>
              <td className="py-2 text-center">{visitor ? "✓" : "—"}</td>
              <td className="py-2 text-center">{member ? "✓" : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-8 flex gap-3">
        <a href="/api/login" className="rounded bg-primary px-5 py-2 font-medium text-primary-foreground">
          {tr(m, /*i18n*/ { id: "benefits.createAccount", message: "Create Free Account" })}
        </a>
        <a href="/api/login" className="rounded border border-border px-5 py-2 font-medium">
          {tr(m, /*i18n*/ { id: "benefits.signIn", message: "Sign In" })}
        </a>
      </div>
    </section>
  );
}
