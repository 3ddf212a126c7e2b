// /letters: the weekly letter's archive, newest first.
import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Link, useLoaderData } from "@remix-run/react";
import { listIssues } from "~/models/letter.server";

export async function loader({ context }: LoaderFunctionArgs) {
  return json({ issues: await listIssues(context.db) });
}

export const meta: MetaFunction = () => [{ title: "Weekly letters" }, { name: "description", content: "Every weekly letter, as it was mailed." }];

export default function Letters() {
  const { issues } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-2xl space-y-4 py-8">
      <h1 className="text-3xl font-bold">Weekly letters</h1>
      <p>
        <Link to="/subscribe" className="text-primary underline">
          Get the letter by e-mail
        </Link>
      </p>
      {issues.length === 0 ? (
        <p className="opacity-80">No letters yet.</p>
      ) : (
        <ul className="space-y-2">
          {issues.map((i) => (
            <li key={i.date}>
              <Link to={`/letters/${i.date}`} className="text-primary underline">
                {i.subject}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
