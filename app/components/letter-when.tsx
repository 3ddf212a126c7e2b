// When the weekly letter comes and a sample of it (issue 42): /subscribe and its confirmation page say the same.
import { Link } from "@remix-run/react";

/** When the letter comes, and a sample: the latest issue (or the archive before the first one). */
export function LetterWhen({ timetable, m }: { timetable: { when: string; sample: string | null }; m: { sampleLink: string; readPast: string } }) {
  return (
    <p data-testid="letter-when">
      {timetable.when}{" "}
      <Link to={timetable.sample ? `/letters/${timetable.sample}` : "/letters"} className="text-primary underline">
        {timetable.sample ? m.sampleLink : m.readPast}
      </Link>
      {timetable.sample ? (
        <>
          {" · "}
          <Link to="/letters" className="text-primary underline">
            {m.readPast}
          </Link>
        </>
      ) : null}
    </p>
  );
}
