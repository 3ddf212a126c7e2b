// /admin/events: every event (paged, searchable by title) with edit, hide, feature until a date and cancel; the
// iCalendar feeds the import reads (add/remove), and 'Import events' now. Every change is in the audit log.
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { StatusButton } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { plain } from "~/lib/i18n/plain";
import { adminEventsAction, adminEventsLoader } from "./actions.server";
import { EventsSection } from "./events-section";
import { FeedsSection } from "./feeds-section";
import { RunsSection } from "./runs-section";

export const loader = adminEventsLoader;
export const action = adminEventsAction;

export default function AdminEvents() {
  const data = useLoaderData<typeof loader>();
  const t = plain<"adminEvents">(data.messages);
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const backTo = `/admin/events${data.q || data.page > 1 ? `?q=${encodeURIComponent(data.q)}&page=${data.page}` : ""}`;
  const busyIntent = navigation.state !== "idle" ? (navigation.formData?.get("intent") ?? null) : null;
  const intent = lastResult?.initialValue?.intent;
  const failedEvent = lastResult?.initialValue?.eventId;
  // A refused moderation shows under its event; one for an event not on this page (or no event) shows at the top.
  const moderation =
    (intent === "hide" || intent === "unhide" || intent === "feature" || intent === "unfeature" || intent === "cancel") &&
    data.events.some((e) => String(e.id) === failedEvent);
  const elsewhere = lastResult && !moderation && intent !== "add-feed";
  return (
    <div className="space-y-8">
      {elsewhere ? <ErrorList id="admin-events-error" errors={Object.values(lastResult.error ?? {}).flatMap((e) => e ?? [])} /> : null}
      <section className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold">{t(/*i18n*/ { id: "adminEvents.events", message: "Events" })}</h2>
        <Form method="post">
          <input type="hidden" name="intent" value="import" />
          <StatusButton pending={busyIntent === "import"} pendingText={t(/*i18n*/ { id: "adminEvents.importing", message: "Importing..." })}>
            {t(/*i18n*/ { id: "adminEvents.importEvents", message: "Import events" })}
          </StatusButton>
        </Form>
      </section>

      <EventsSection
        q={data.q}
        page={data.page}
        pages={data.pages}
        total={data.total}
        events={data.events}
        featureDefault={data.featureDefault}
        featureMin={data.featureMin}
        featureMax={data.featureMax}
        result={moderation && lastResult ? lastResult : null}
        busyIntent={busyIntent}
        backTo={backTo}
        t={t}
      />
      <FeedsSection feeds={data.feeds} categories={data.categories} result={intent === "add-feed" && lastResult ? lastResult : null} t={t} />
      <RunsSection runs={data.runs} t={t} />
    </div>
  );
}
