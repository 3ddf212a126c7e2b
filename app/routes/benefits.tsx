import type { MetaFunction } from "@remix-run/cloudflare";

export const meta: MetaFunction = () => [{ title: "Join Us — Membership Benefits" }];

const ROWS: [string, boolean, boolean][] = [
  ["Read local news, events and the business directory", true, true],
  ["Browse classified ads and jobs", true, true],
  ["Search the whole site", true, true],
  ["Submit news articles", false, true],
  ["Create events on the community calendar", false, true],
  ["Post classified ads", false, true],
  ["Claim or add your business", false, true],
];

export default function Benefits() {
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">Join Your Community</h1>
      <p className="mt-2 opacity-80">Membership is free. Sign in to take part.</p>
      <table className="mt-6 w-full text-left">
        <thead>
          <tr className="border-b border-border">
            <th className="py-2">What you can do</th>
            <th className="px-2 py-2 text-center">Visitors</th>
            <th className="px-2 py-2 text-center">Members</th>
          </tr>
        </thead>
        <tbody>
          {ROWS.map(([label, visitor, member]) => (
            <tr key={label} className="border-b border-border">
              <td className="py-2">{label}</td>
              <td className="py-2 text-center">{visitor ? "✓" : "—"}</td>
              <td className="py-2 text-center">{member ? "✓" : "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="mt-8 flex gap-3">
        <a href="/api/login" className="rounded bg-primary px-5 py-2 font-medium text-primary-foreground">
          Create Free Account
        </a>
        <a href="/api/login" className="rounded border border-border px-5 py-2 font-medium">
          Sign In
        </a>
      </div>
    </section>
  );
}
