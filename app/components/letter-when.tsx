// When the weekly letter comes and a sample of it (issue 42): /subscribe and its confirmation page say the same.
import { Link } from "~/components/site-link";
import { tr } from "~/lib/i18n/descriptor";

/** When the letter comes, and a sample: the latest issue (or the archive before the first one). */
export function LetterWhen({ timetable, m }: { timetable: { when: string; sample: string | null }; m: Readonly<Record<string, string>> }) {
  return (
    <p data-testid="letter-when">
      {timetable.when}{" "}
      <Link to={timetable.sample ? `/letters/${timetable.sample}` : "/letters"} className="text-primary underline">
        {tr(
          m,
          timetable.sample
            ? /*i18n*/ { id: "letterPages.sampleLink", message: "Read the latest letter" }
            : /*i18n*/ { id: "letterPages.readPast", message: "Read past letters" },
        )}
      </Link>
      {timetable.sample ? (
        <>
          {" · "}
          <Link to="/letters" className="text-primary underline">
            {tr(m, /*i18n*/ { id: "letterPages.readPast", message: "Read past letters" })}
          </Link>
        </>
      ) : null}
    </p>
  );
}
