// /admin/businesses' Google Places part: preview what a sync would find, run a sync, and the recent runs.
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { ImportRunLine } from "~/components/import-run-line";
import { PLACES_BUSINESS_TYPES } from "~/lib/business";
import type { peopleWroteLang, T } from "~/lib/i18n/plain";
import type { adminBusinessesLoader } from "./actions.server";

type Data = SerializeFrom<typeof adminBusinessesLoader>;
type Text = { t: T<"adminBusinesses"> };

function PlacesForms({ previewType, busy, t }: Text & { previewType: string | null; busy: boolean }) {
  const typeOptions = PLACES_BUSINESS_TYPES.map((type) => (
    <option key={type} value={type}>
      {t(
        (
          {
            restaurants: /*i18n*/ { id: "adminBusinesses.type_restaurants", message: "restaurants" },
            retail: /*i18n*/ { id: "adminBusinesses.type_retail", message: "retail" },
            healthcare: /*i18n*/ { id: "adminBusinesses.type_healthcare", message: "healthcare" },
            automotive: /*i18n*/ { id: "adminBusinesses.type_automotive", message: "automotive" },
            beauty: /*i18n*/ { id: "adminBusinesses.type_beauty", message: "beauty" },
            fitness: /*i18n*/ { id: "adminBusinesses.type_fitness", message: "fitness" },
            education: /*i18n*/ { id: "adminBusinesses.type_education", message: "education" },
            finance: /*i18n*/ { id: "adminBusinesses.type_finance", message: "finance" },
            "professional-services": /*i18n*/ { id: "adminBusinesses.type_professional-services", message: "professional-services" },
            all: /*i18n*/ { id: "adminBusinesses.type_all", message: "all" },
          } as const
        )[type],
      )}
    </option>
  ));
  return (
    <div className="mt-3 flex flex-wrap gap-6">
      <Form method="get" className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          {t(/*i18n*/ { id: "adminBusinesses.businessType", message: "Business type" })}
          <select name="preview" defaultValue={previewType ?? "all"} className="mt-1 block rounded border border-border px-2 py-1">
            {typeOptions}
          </select>
        </label>
        <Button variant="small-secondary">{t(/*i18n*/ { id: "adminBusinesses.preview", message: "Preview" })}</Button>
      </Form>
      <Form method="post" className="flex flex-wrap items-end gap-2">
        <label className="text-sm">
          {t(/*i18n*/ { id: "adminBusinesses.businessType", message: "Business type" })}
          <select name="businessType" defaultValue="all" className="mt-1 block rounded border border-border px-2 py-1">
            {typeOptions}
          </select>
        </label>
        <label className="text-sm">
          {t(/*i18n*/ { id: "adminBusinesses.maximum", message: "Maximum" })}
          <select name="maxResults" defaultValue="25" className="mt-1 block rounded border border-border px-2 py-1">
            <option value="25">25</option>
            <option value="50">50</option>
            <option value="all">{t(/*i18n*/ { id: "adminBusinesses.allFound", message: "All found" })}</option>
          </select>
        </label>
        <Button name="intent" value="sync" disabled={busy} variant="small">
          {t(/*i18n*/ { id: "adminBusinesses.sync", message: "Sync" })}
        </Button>
      </Form>
    </div>
  );
}

function PlacesResults({ data, wrote, t }: Text & { data: Data; wrote: ReturnType<typeof peopleWroteLang> }) {
  return (
    <>
      {data.previewError ? (
        <p role="alert" className="mt-3 text-sm text-red-700">
          {t(/*i18n*/ { id: "adminBusinesses.previewFailed", message: "Preview Failed: " })}
          {data.previewError}
        </p>
      ) : null}
      {data.runs.length ? (
        <div className="mt-3 text-sm">
          <h3 className="font-semibold">{t(/*i18n*/ { id: "adminBusinesses.recentSyncs", message: "Recent syncs" })}</h3>
          <ul className="mt-1" data-testid="places-runs">
            {data.runs.map((r) => (
              <ImportRunLine
                key={r.id}
                run={r}
                ok={t(/*i18n*/ { id: "adminBusinesses.ok", message: "ok" })}
                failed={t(/*i18n*/ { id: "adminBusinesses.failed", message: "failed" })}
                summary={r.summary}
              />
            ))}
          </ul>
        </div>
      ) : null}
      {data.preview ? (
        <div className="mt-3 text-sm" data-testid="places-preview">
          <p>
            {t(
              /*i18n*/ { id: "adminBusinesses.placesFound", message: "{total} places found. The first {count}:" },
              { total: data.preview.totalFound, count: data.preview.preview.length },
            )}
          </p>
          <ul className="mt-1 list-disc pl-6">
            {data.preview.preview.map((p) => (
              <li key={p.placeId} lang={wrote}>
                {p.name} — {p.address}
                {p.rating ? ` (★ ${p.rating})` : ""}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}

export function PlacesSection({ data, wrote, busy, t }: Text & { data: Data; wrote: ReturnType<typeof peopleWroteLang>; busy: boolean }) {
  return (
    <section className="rounded-lg border border-border p-4">
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "adminBusinesses.importPlaces", message: "Import from Google Places" })}</h2>
      {data.placesConfigured ? null : (
        <p className="mt-1 text-sm text-amber-800">
          {t(/*i18n*/ { id: "adminBusinesses.noKey", message: "GOOGLE_PLACES_API_KEY is not set: preview and sync are unavailable." })}
        </p>
      )}
      <PlacesForms previewType={data.previewType} busy={busy} t={t} />
      <PlacesResults data={data} wrote={wrote} t={t} />
    </section>
  );
}
