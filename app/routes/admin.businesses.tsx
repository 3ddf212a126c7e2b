// /admin/businesses: Google Places preview and sync, and every listing (paged, searchable) with edit (the owner's
// form), hide/unhide, premium on/off and removing the owner; each change is in the audit log.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { z } from "zod";
import { RowAction } from "~/components/admin-row-controls";
import { useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { ImportRunLine } from "~/components/import-run-line";
import { PLACES_BUSINESS_TYPES } from "~/lib/business";
import { id, pageParam } from "~/lib/fields";
import { badRequest, notFound } from "~/lib/http.server";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { peopleWroteLang, plain } from "~/lib/i18n/plain";
import { importSummary } from "~/lib/import-summary";
import { safeReturnTo } from "~/lib/return-to";
import { flash } from "~/lib/toast.server";
import { recordAudit } from "~/models/audit.server";
import {
  ADMIN_BUSINESSES_PAGE,
  getBusinessRow,
  listBusinessesForAdmin,
  removeBusinessOwner,
  setBusinessHidden,
  setBusinessPremium,
} from "~/models/businesses.server";
import { listRecentRunsOf } from "~/models/import-runs.server";
import { requireAdmin } from "~/services/auth.server";
import { runPreview, runSync, syncMessage, syncSchema } from "~/services/places-admin.server";

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
      previewError = formatMessage(context.lang, "adminBusinesses", "previewFailedMessage");
    }
  }
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = pageParam(url.searchParams.get("page"));
  const list = await listBusinessesForAdmin(context.db, { q, page });
  const runs = await listRecentRunsOf(context.db, "places-import", 5);
  return json({
    runs: runs.map((r) => ({
      id: r.id,
      startedAt: r.startedAt.toISOString(),
      ok: r.ok,
      trigger: r.trigger,
      error: r.error,
      summary: importSummary(r.counts),
    })),
    preview,
    previewError,
    previewType,
    placesConfigured: Boolean(context.env.GOOGLE_PLACES_API_KEY),
    q,
    page,
    pages: Math.max(1, Math.ceil(list.total / ADMIN_BUSINESSES_PAGE)),
    total: list.total,
    businesses: list.rows,
    messages: messagesFor(context.lang, "adminBusinesses"),
  });
}

const listingActionSchema = z.object({
  intent: z.enum(["hide", "unhide", "premium", "unpremium", "remove-owner"], { errorMap: () => ({ message: "Unknown action" }) }),
  businessId: id("Invalid business id"),
});

async function actOnListing(
  context: ActionFunctionArgs["context"],
  admin: Awaited<ReturnType<typeof requireAdmin>>,
  form: Record<string, FormDataEntryValue>,
) {
  const parsed = listingActionSchema.safeParse(form);
  if (!parsed.success) badRequest(context.lang, parsed.error.issues[0]?.message ?? "That request could not be understood.");
  const { intent, businessId } = parsed.data;
  const b = await getBusinessRow(context.db, businessId);
  if (!b) notFound();
  const now = context.now();
  let before: Record<string, unknown>;
  let after: Record<string, unknown>;
  let message: string;
  if (intent === "hide" || intent === "unhide") {
    await setBusinessHidden(context.db, b.id, intent === "hide", now);
    [before, after] = [{ isActive: b.isActive }, { isActive: intent === "unhide" }];
    message = intent === "hide" ? `${b.name} is hidden from the directory.` : `${b.name} is back in the directory.`;
  } else if (intent === "premium" || intent === "unpremium") {
    await setBusinessPremium(context.db, b.id, intent === "premium", now);
    [before, after] = [{ isPremium: b.isPremium }, { isPremium: intent === "premium" }];
    message = intent === "premium" ? `${b.name} is marked premium.` : `${b.name} is no longer premium.`;
  } else {
    if (!b.ownerId) badRequest(context.lang, "This business has no owner");
    await removeBusinessOwner(context.db, b.id, now);
    [before, after] = [
      { ownerId: b.ownerId, claimStatus: b.claimStatus },
      { ownerId: null, claimStatus: "unclaimed" },
    ];
    message = `${b.name} has no owner now and can be claimed again.`;
  }
  await recordAudit(context.db, admin, { action: `business.${intent}`, targetType: "business", targetId: b.id, before, after }, now);
  flash(context, { title: "Success", description: message });
  const back = new URL(safeReturnTo(form.back), "https://site.invalid");
  return redirect(back.pathname === "/admin/businesses" ? `/admin/businesses${back.search}` : "/admin/businesses");
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = Object.fromEntries(await request.formData());
  if (form.intent !== "sync") return actOnListing(context, admin, form);
  const parsed = syncSchema.safeParse({
    businessType: form.businessType || null,
    maxResults: form.maxResults === "all" ? "all" : Number(form.maxResults),
  });
  if (!parsed.success) badRequest(context.lang, "Please choose a business type and a maximum");
  const run = context.env.GOOGLE_PLACES_API_KEY ? await runSync(context, parsed.data, "admin") : null;
  if (run?.ok) flash(context, { title: "Sync Complete", description: syncMessage(run.counts) });
  else flash(context, { title: "Sync Failed", description: "Failed to sync Google Places data", variant: "destructive" });
  return redirect("/admin/businesses");
}

const small = "rounded border border-border px-2 py-1 text-xs";

export default function AdminBusinesses() {
  const data = useLoaderData<typeof loader>();
  const t = plain<"adminBusinesses">(data.messages);
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  const claimWord = (s: string) => (s === "unclaimed" || s === "pending" || s === "approved" || s === "rejected" ? t(`claim_${s}`) : s);
  const busy = useNavigation().state !== "idle";
  const backTo = `/admin/businesses${data.q || data.page > 1 ? `?q=${encodeURIComponent(data.q)}&page=${data.page}` : ""}`;
  const typeOptions = PLACES_BUSINESS_TYPES.map((type) => (
    <option key={type} value={type}>
      {t(`type_${type}`)}
    </option>
  ));
  return (
    <div className="space-y-8">
      <section className="rounded-lg border border-border p-4">
        <h2 className="text-lg font-semibold">{t("importPlaces")}</h2>
        {data.placesConfigured ? null : <p className="mt-1 text-sm text-amber-800">{t("noKey")}</p>}
        <div className="mt-3 flex flex-wrap gap-6">
          <Form method="get" className="flex flex-wrap items-end gap-2">
            <label className="text-sm">
              {t("businessType")}
              <select name="preview" defaultValue={data.previewType ?? "all"} className="mt-1 block rounded border border-border px-2 py-1">
                {typeOptions}
              </select>
            </label>
            <Button variant="small-secondary">{t("preview")}</Button>
          </Form>
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <label className="text-sm">
              {t("businessType")}
              <select name="businessType" defaultValue="all" className="mt-1 block rounded border border-border px-2 py-1">
                {typeOptions}
              </select>
            </label>
            <label className="text-sm">
              {t("maximum")}
              <select name="maxResults" defaultValue="25" className="mt-1 block rounded border border-border px-2 py-1">
                <option value="25">25</option>
                <option value="50">50</option>
                <option value="all">{t("allFound")}</option>
              </select>
            </label>
            <Button name="intent" value="sync" disabled={busy} variant="small">
              {t("sync")}
            </Button>
          </Form>
        </div>
        {data.previewError ? (
          <p role="alert" className="mt-3 text-sm text-red-700">
            {t("previewFailed")}
            {data.previewError}
          </p>
        ) : null}
        {data.runs.length ? (
          <div className="mt-3 text-sm">
            <h3 className="font-semibold">{t("recentSyncs")}</h3>
            <ul className="mt-1" data-testid="places-runs">
              {data.runs.map((r) => (
                <ImportRunLine key={r.id} run={r} ok={t("ok")} failed={t("failed")} summary={r.summary} />
              ))}
            </ul>
          </div>
        ) : null}
        {data.preview ? (
          <div className="mt-3 text-sm" data-testid="places-preview">
            <p>{t("placesFound", { total: data.preview.totalFound, count: data.preview.preview.length })}</p>
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
      </section>
      <section className="space-y-3">
        <h2 className="text-lg font-semibold">{t("businesses", { count: data.total })}</h2>
        <Form method="get" className="flex flex-wrap items-end gap-2" role="search">
          <label className="text-sm">
            {t("searchByName")}
            <input name="q" type="search" defaultValue={data.q} maxLength={100} className="mt-1 block rounded border border-border px-2 py-1" />
          </label>
          <Button variant="small-secondary">{t("search")}</Button>
        </Form>
        <ul className="divide-y divide-border">
          {data.businesses.map((b) => (
            <li key={b.id} className="space-y-2 py-3 text-sm" data-testid={`admin-business-${b.id}`}>
              <p className="break-words">
                <Link to={`/businesses/${b.id}`} className="font-medium underline" lang={wrote}>
                  {b.name}
                </Link>{" "}
                <span className="opacity-70">
                  · {b.categoryName ? <span lang={wrote}>{b.categoryName}</span> : t("general")} · {b.isPremium ? t("premium") : t("basic")} ·{" "}
                  {claimWord(b.claimStatus)}
                  {b.ownerEmail ? t("owner", { email: b.ownerEmail }) : ""}
                  {b.googlePlaceId ? " · Google" : ""}
                </span>
                {b.isActive ? null : <span className="ml-2 rounded bg-red-100 px-1.5 text-xs text-red-900">{t("hidden")}</span>}
              </p>
              <div className="flex flex-wrap gap-2">
                <Link to={`/businesses/${b.id}/edit`} className={small} aria-label={t("editName", { name: b.name })}>
                  {t("edit")}
                </Link>
                <RowAction
                  field="businessId"
                  id={b.id}
                  back={backTo}
                  intent={b.isActive ? "hide" : "unhide"}
                  label={b.isActive ? t("hide") : t("unhide")}
                  ariaLabel={t(b.isActive ? "hideName" : "unhideName", { name: b.name })}
                  disabled={busy}
                />
                <RowAction
                  field="businessId"
                  id={b.id}
                  back={backTo}
                  intent={b.isPremium ? "unpremium" : "premium"}
                  label={b.isPremium ? t("unmarkPremium") : t("markPremium")}
                  ariaLabel={t(b.isPremium ? "unmarkPremiumName" : "markPremiumName", { name: b.name })}
                  disabled={busy}
                />
                {b.ownerId ? (
                  <RowAction
                    field="businessId"
                    id={b.id}
                    back={backTo}
                    intent="remove-owner"
                    label={t("removeOwner")}
                    ariaLabel={t("removeOwnerOf", { name: b.name })}
                    disabled={busy}
                    className="border-red-600 text-red-700"
                  />
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {data.pages > 1 ? (
          <nav aria-label={t("businessPages")} className="flex items-center gap-3 text-sm">
            {data.page > 1 ? <Link to={`?q=${encodeURIComponent(data.q)}&page=${data.page - 1}`}>{t("previous")}</Link> : null}
            <span>{t("pageOf", { page: data.page, pages: data.pages })}</span>
            {data.page < data.pages ? <Link to={`?q=${encodeURIComponent(data.q)}&page=${data.page + 1}`}>{t("next")}</Link> : null}
          </nav>
        ) : null}
      </section>
    </div>
  );
}
