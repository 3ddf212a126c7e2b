// A list of saved-search alerts with their forms (issue 42): /account's "My alerts" (rename too) and the mails' manage
// page. Each form is a plain POST naming its alert, so everything works without JavaScript.
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { Field } from "~/components/forms";
import { Link } from "~/components/site-link";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { plain } from "~/lib/i18n/plain";
import { ALERT_NAME_MAX, type SavedSearchKind } from "~/lib/saved-search";

/** The page each kind of alert watches. */
const PAGE_NAMES = {
  classifieds: /*i18n*/ { id: "alertManage.page_classifieds", message: "Classifieds" },
  jobs: /*i18n*/ { id: "alertManage.page_jobs", message: "Jobs" },
  events: /*i18n*/ { id: "alertManage.page_events", message: "Events" },
  search: /*i18n*/ { id: "alertManage.page_search", message: "Search" },
} as const;

/** One alert as the loader sends it: its last mail's date already written in the reader's language. */
export type AlertRow = {
  id: number;
  name: string | null;
  what: string;
  kind: SavedSearchKind;
  page: string;
  paused: boolean;
  lastMail: string | null;
  matchesSent: number;
};

type ListProps = {
  alerts: readonly AlertRow[];
  m: Messages<"alertManage">;
  /** Fields every form carries besides its intent (the manage page's token). */
  hidden?: Readonly<Record<string, string>>;
  rename?: boolean;
};

export function AlertList({ alerts, m, hidden = {}, rename = false }: ListProps) {
  return (
    <ul className="mt-3 space-y-3">
      {alerts.map((a) => (
        <AlertCard key={a.id} alert={a} m={m} hidden={hidden} rename={rename} />
      ))}
    </ul>
  );
}

function Hidden({ fields }: { fields: Readonly<Record<string, string>> }) {
  return (
    <>
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function AlertCard({
  alert: a,
  m,
  hidden,
  rename,
}: {
  alert: AlertRow;
  m: Messages<"alertManage">;
  hidden: Readonly<Record<string, string>>;
  rename: boolean;
}) {
  const t = plain<"alertManage">(m);
  const title = a.name ?? a.what;
  const fields = { ...hidden, alertId: String(a.id) };
  const headingId = `alert-${a.id}-title`;
  return (
    <li aria-labelledby={headingId} data-testid="alert" className="rounded-lg border border-border p-3">
      <div className="flex flex-wrap items-baseline gap-2">
        <h3 id={headingId} className="min-w-0 break-words font-semibold">
          {title}
        </h3>
        {a.paused ? (
          <span className="rounded bg-secondary px-1.5 py-0.5 text-xs">{tr(m, /*i18n*/ { id: "alertManage.paused", message: "Paused" })}</span>
        ) : null}
      </div>
      {a.name ? <p className="break-words text-sm">{a.what}</p> : null}
      <p className="mt-1 text-sm opacity-80">
        {t(/*i18n*/ { id: "alertManage.from", message: "From {page}" }, { page: tr(m, PAGE_NAMES[a.kind]) })} ·{" "}
        {a.lastMail
          ? t(/*i18n*/ { id: "alertManage.lastMail", message: "Last mail: {date}" }, { date: a.lastMail })
          : tr(m, /*i18n*/ { id: "alertManage.noMailYet", message: "No mail yet" })}{" "}
        · {t(/*i18n*/ { id: "alertManage.matchesSent", message: "Matches sent: {count}" }, { count: a.matchesSent })}
      </p>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Link to={a.page} className="rounded border border-border px-3 py-1 text-sm">
          {tr(m, /*i18n*/ { id: "alertManage.open", message: "Open the search" })}
        </Link>
        <Form
          method="post"
          aria-label={`${a.paused ? tr(m, /*i18n*/ { id: "alertManage.resume", message: "Resume" }) : tr(m, /*i18n*/ { id: "alertManage.pause", message: "Pause" })}: ${title}`}
        >
          <Hidden fields={{ ...fields, intent: a.paused ? "alert-resume" : "alert-pause" }} />
          <Button variant="small-secondary">
            {a.paused
              ? tr(m, /*i18n*/ { id: "alertManage.resume", message: "Resume" })
              : tr(m, /*i18n*/ { id: "alertManage.pause", message: "Pause" })}
          </Button>
        </Form>
        <Form method="post" aria-label={`${tr(m, /*i18n*/ { id: "alertManage.stop", message: "Stop" })}: ${title}`}>
          <Hidden fields={{ ...fields, intent: "alert-stop" }} />
          <Button variant="small-danger">{tr(m, /*i18n*/ { id: "alertManage.stop", message: "Stop" })}</Button>
        </Form>
      </div>
      {rename ? (
        <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
          <Hidden fields={{ ...fields, intent: "alert-rename" }} />
          <Field
            id={`alert-${a.id}-name`}
            label={tr(m, /*i18n*/ { id: "alertManage.name", message: "Name" })}
            name="name"
            defaultValue={a.name ?? ""}
            placeholder={a.what}
            maxLength={ALERT_NAME_MAX}
            className="min-w-0 flex-1 basis-48"
          />
          <Button variant="small-secondary">{tr(m, /*i18n*/ { id: "alertManage.rename", message: "Rename" })}</Button>
        </Form>
      ) : null}
    </li>
  );
}
