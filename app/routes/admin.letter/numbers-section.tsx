// The letter's numbers: subscribers by topic (confirmed, pending, unsubscribed) and each past issue's readers,
// batches (sent of queued, failed attempts, retried) and the provider's bounces and complaints.
import { Link } from "~/components/site-link";
import { labelOf } from "~/lib/i18n/descriptor";
import type { T } from "~/lib/i18n/plain";
import type { LetterTopic } from "~/lib/letter";
import { TOPIC_WORDS } from "./topic-words";

/** The delivery table's columns. */
const COLUMN_LABELS = {
  readers: /*i18n*/ { id: "adminLetter.readers", message: "Readers" },
  batchesSent: /*i18n*/ { id: "adminLetter.batchesSent", message: "Batches sent" },
  failedAttempts: /*i18n*/ { id: "adminLetter.failedAttempts", message: "Failed attempts" },
  retried: /*i18n*/ { id: "adminLetter.retried", message: "Retried" },
  bounces: /*i18n*/ { id: "adminLetter.bounces", message: "Bounces" },
  complaints: /*i18n*/ { id: "adminLetter.complaints", message: "Complaints" },
} as const;

type Counts = { confirmed: number; pending: number; unsubscribed: number };
type IssueRow = {
  id: number;
  date: string;
  day: string;
  readers: number;
  batches: number;
  batchesSent: number;
  failedAttempts: number;
  retried: number;
  bounces: number;
  complaints: number;
};
type Numbers = { totals: Counts; topics: (Counts & { topic: LetterTopic })[]; issues: IssueRow[] };

const cell = "px-2 py-1 text-right tabular-nums";
const head = "px-2 py-1 text-right font-semibold";

function SubscribersTable({ numbers, t }: { numbers: Numbers; t: T<"adminLetter"> }) {
  const rows = [
    ...numbers.topics.map((r) => ({
      ...r,
      label: t(TOPIC_WORDS[r.topic]),
    })),
    { ...numbers.totals, topic: "all", label: t(/*i18n*/ { id: "adminLetter.allReaders", message: "All readers" }) },
  ];
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="letter-subscribers">
        <caption className="mb-1 text-left font-semibold">{t(/*i18n*/ { id: "adminLetter.subscribers", message: "Subscribers by topic" })}</caption>
        <thead>
          <tr className="border-b border-border">
            <th className="px-2 py-1 text-left font-semibold">{t(/*i18n*/ { id: "adminLetter.topic", message: "Topic" })}</th>
            <th className={head}>{t(/*i18n*/ { id: "adminLetter.confirmed", message: "Confirmed" })}</th>
            <th className={head}>{t(/*i18n*/ { id: "adminLetter.pending", message: "Pending" })}</th>
            <th className={head}>{t(/*i18n*/ { id: "adminLetter.unsubscribed", message: "Unsubscribed" })}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.topic} data-topic={r.topic} className="border-b border-border">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                {r.label}
              </th>
              <td className={cell}>{r.confirmed}</td>
              <td className={cell}>{r.pending}</td>
              <td className={cell}>{r.unsubscribed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function IssuesTable({ issues, t }: { issues: IssueRow[]; t: T<"adminLetter"> }) {
  if (!issues.length) return <p className="text-sm opacity-80">{t(/*i18n*/ { id: "adminLetter.noIssues", message: "No letter has gone yet." })}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-sm" data-testid="letter-issues">
        <caption className="mb-1 text-left font-semibold">{t(/*i18n*/ { id: "adminLetter.pastIssues", message: "Past issues" })}</caption>
        <thead>
          <tr className="border-b border-border">
            <th className="px-2 py-1 text-left font-semibold">{t(/*i18n*/ { id: "adminLetter.issue", message: "Issue" })}</th>
            {(["readers", "batchesSent", "failedAttempts", "retried", "bounces", "complaints"] as const).map((k) => (
              <th key={k} className={head}>
                {labelOf(t, COLUMN_LABELS, k)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {issues.map((i) => (
            <tr key={i.id} data-issue={i.date} className="border-b border-border">
              <th scope="row" className="px-2 py-1 text-left font-normal">
                <Link to={`/letters/${i.date}`} className="text-primary underline">
                  {i.day}
                </Link>
              </th>
              <td className={cell} data-count="readers">
                {i.readers}
              </td>
              <td className={cell} data-count="batches">
                {t(/*i18n*/ { id: "adminLetter.ofTotal", message: "{sent} of {total}" }, { sent: i.batchesSent, total: i.batches })}
              </td>
              <td className={cell} data-count="failed">
                {i.failedAttempts}
              </td>
              <td className={cell} data-count="retried">
                {i.retried}
              </td>
              <td className={cell} data-count="bounces">
                {i.bounces}
              </td>
              <td className={cell} data-count="complaints">
                {i.complaints}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function NumbersSection({ numbers, t }: { numbers: Numbers; t: T<"adminLetter"> }) {
  return (
    <section className="space-y-4" aria-labelledby="letter-numbers">
      <h3 id="letter-numbers" className="text-lg font-semibold">
        {t(/*i18n*/ { id: "adminLetter.numbers", message: "Numbers" })}
      </h3>
      <SubscribersTable numbers={numbers} t={t} />
      <IssuesTable issues={numbers.issues} t={t} />
    </section>
  );
}
