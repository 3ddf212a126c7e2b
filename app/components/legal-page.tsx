import type { ReactNode } from "react";
import { formatLongDate } from "~/lib/dates";

/** The frame of the static legal pages: title, 'Last updated' (today, per part 2), sections. */
export function LegalPage({ title, today, sections }: { title: string; today: string; sections: { heading: string; body: ReactNode }[] }) {
  return (
    <article className="mx-auto max-w-3xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-sm opacity-70">Last updated: {formatLongDate(today)}</p>
      {sections.map((s, i) => (
        <section key={s.heading} className="mt-8">
          <h2 className="text-xl font-semibold">
            {i + 1}. {s.heading}
          </h2>
          <div className="mt-2 space-y-2 leading-relaxed">{s.body}</div>
        </section>
      ))}
    </article>
  );
}
