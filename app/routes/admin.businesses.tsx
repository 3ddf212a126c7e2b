import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { requireAdmin } from "~/services/auth.server";
import { PLACES_BUSINESS_TYPES } from "~/lib/business";
import { runPreview, runSync, syncMessage, syncSchema } from "~/services/places-admin.server";
import { flash } from "~/lib/toast.server";
import { listBusinesses } from "~/models/businesses.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const url = new URL(request.url);
  const previewType = url.searchParams.get("preview");
  let preview: Awaited<ReturnType<typeof runPreview>> | null = null;
  let previewError: string | null = null;
  if (previewType !== null) {
    try {
      preview = await runPreview(context, previewType === "all" ? "all" : previewType || null);
    } catch (error) {
      console.error("places preview failed", error);
      previewError = "Failed to preview Google Places data";
    }
  }
  const businesses = await listBusinesses(context.db, { sort: "name" });
  return json({ preview, previewError, previewType, placesConfigured: Boolean(context.env.GOOGLE_PLACES_API_KEY), businesses });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = Object.fromEntries(await request.formData());
  const parsed = syncSchema.safeParse({ businessType: form.businessType || null, maxResults: form.maxResults === "all" ? "all" : Number(form.maxResults) });
  const run = parsed.success && context.env.GOOGLE_PLACES_API_KEY ? await runSync(context, parsed.data, "admin") : null;
  if (run?.ok) flash(context, { title: "Sync Complete", description: syncMessage(run.counts) });
  else flash(context, { title: "Sync Failed", description: "Failed to sync Google Places data", variant: "destructive" });
  return redirect("/admin/businesses");
}

export default function AdminBusinesses() {
  const data = useLoaderData<typeof loader>();
  const busy = useNavigation().state !== "idle";
  const typeOptions = PLACES_BUSINESS_TYPES.map((t) => <option key={t} value={t}>{t}</option>);
  return (
    <div className="space-y-8">
      <section className="rounded-lg border border-border p-4">
        <h2 className="text-lg font-semibold">Import from Google Places</h2>
        {data.placesConfigured ? null : <p className="mt-1 text-sm text-amber-800">GOOGLE_PLACES_API_KEY is not set: preview and sync are unavailable.</p>}
        <div className="mt-3 flex flex-wrap gap-6">
          <Form method="get" className="flex items-end gap-2">
            <label className="text-sm">Business type
              <select name="preview" defaultValue={data.previewType ?? "all"} className="mt-1 block rounded border border-border px-2 py-1">{typeOptions}</select>
            </label>
            <button type="submit" className="rounded border border-border px-3 py-1.5 text-sm">Preview</button>
          </Form>
          <Form method="post" className="flex items-end gap-2">
            <label className="text-sm">Business type
              <select name="businessType" defaultValue="all" className="mt-1 block rounded border border-border px-2 py-1">{typeOptions}</select>
            </label>
            <label className="text-sm">Maximum
              <select name="maxResults" defaultValue="25" className="mt-1 block rounded border border-border px-2 py-1">
                <option value="25">25</option>
                <option value="50">50</option>
                <option value="all">All found</option>
              </select>
            </label>
            <button type="submit" disabled={busy} className="rounded bg-primary px-3 py-1.5 text-sm text-primary-foreground">Sync</button>
          </Form>
        </div>
        {data.previewError ? <p role="alert" className="mt-3 text-sm text-red-700">Preview Failed: {data.previewError}</p> : null}
        {data.preview ? (
          <div className="mt-3 text-sm" data-testid="places-preview">
            <p>{data.preview.totalFound} places found. The first {data.preview.preview.length}:</p>
            <ul className="mt-1 list-disc pl-6">
              {data.preview.preview.map((p) => <li key={p.placeId}>{p.name} — {p.address}{p.rating ? ` (★ ${p.rating})` : ""}</li>)}
            </ul>
          </div>
        ) : null}
      </section>
      <section>
        <h2 className="text-lg font-semibold">Businesses ({data.businesses.length})</h2>
        <ul className="mt-2 divide-y divide-border">
          {data.businesses.map((b) => (
            <li key={b.id} className="flex justify-between py-2 text-sm">
              <Link to={`/businesses/${b.id}`} className="font-medium">{b.name}</Link>
              <span className="opacity-70">{b.categoryName ?? "General"} · {b.isPremium ? "Premium" : "Basic"} · {b.claimStatus}{b.googlePlaceId ? " · Google" : ""}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
