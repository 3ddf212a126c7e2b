// The loader and actions of /admin/businesses: the Places preview and sync, the listing (paged, searchable), and
// hide/unhide, premium on/off and removing the owner of a listing, each in the audit log.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { id, pageParam } from "~/lib/fields";
import { badRequest, firstRule, notFound } from "~/lib/http.server";
import { formatMessage, messagesFor, formatterFor } from "~/lib/i18n/catalogue.server";
import { rule } from "~/lib/i18n/rule";
import { placesSummary, runLines } from "~/lib/import-summary";
import { safeReturnTo } from "~/lib/return-to";
import { flash, toastMessage, type ToastText } from "~/lib/toast.server";
import { z } from "~/lib/zod";
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
import { runPreview, runSync, syncSchema } from "~/services/places-admin.server";

export async function adminBusinessesLoader({ request, context }: LoaderFunctionArgs) {
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
      previewError = formatMessage(
        context.lang,
        /*i18n*/ { id: "adminBusinesses.previewFailedMessage", message: "Failed to preview Google Places data" },
      );
    }
  }
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const page = pageParam(url.searchParams.get("page"));
  const list = await listBusinessesForAdmin(context.db, { q, page });
  const runs = await listRecentRunsOf(context.db, "places-import", 5);
  return json({
    runs: runLines(runs, formatterFor(context.lang, "imports")),
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
  intent: z.enum(["hide", "unhide", "premium", "unpremium", "remove-owner"], {
    errorMap: () => ({ message: rule(/*i18n*/ { id: "validation.Unknown action", message: "Unknown action" }) }),
  }),
  businessId: id("Invalid business id"),
});

async function actOnListing(
  context: ActionFunctionArgs["context"],
  admin: Awaited<ReturnType<typeof requireAdmin>>,
  form: Record<string, FormDataEntryValue>,
) {
  const parsed = listingActionSchema.safeParse(form);
  if (!parsed.success)
    badRequest(
      context.lang,
      firstRule(parsed.error, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." }),
    );
  const { intent, businessId } = parsed.data;
  const b = await getBusinessRow(context.db, businessId);
  if (!b) notFound();
  const now = context.now();
  let before: Record<string, unknown>;
  let after: Record<string, unknown>;
  let message: ToastText;
  if (intent === "hide" || intent === "unhide") {
    await setBusinessHidden(context.db, b.id, intent === "hide", now);
    [before, after] = [{ isActive: b.isActive }, { isActive: intent === "unhide" }];
    message = toastMessage(
      intent === "hide"
        ? /*i18n*/ { id: "toasts.{name} is hidden from the directory.", message: "{name} is hidden from the directory." }
        : /*i18n*/ { id: "toasts.{name} is back in the directory.", message: "{name} is back in the directory." },
      { name: b.name },
    );
  } else if (intent === "premium" || intent === "unpremium") {
    await setBusinessPremium(context.db, b.id, intent === "premium", now);
    [before, after] = [{ isPremium: b.isPremium }, { isPremium: intent === "premium" }];
    message = toastMessage(
      intent === "premium"
        ? /*i18n*/ { id: "toasts.{name} is marked premium.", message: "{name} is marked premium." }
        : /*i18n*/ { id: "toasts.{name} is no longer premium.", message: "{name} is no longer premium." },
      { name: b.name },
    );
  } else {
    if (!b.ownerId) badRequest(context.lang, /*i18n*/ { id: "badRequest.This business has no owner", message: "This business has no owner" });
    await removeBusinessOwner(context.db, b.id, now);
    [before, after] = [
      { ownerId: b.ownerId, claimStatus: b.claimStatus },
      { ownerId: null, claimStatus: "unclaimed" },
    ];
    message = toastMessage(
      /*i18n*/ { id: "toasts.{name} has no owner now and can be claimed again.", message: "{name} has no owner now and can be claimed again." },
      { name: b.name },
    );
  }
  await recordAudit(context.db, admin, { action: `business.${intent}`, targetType: "business", targetId: b.id, before, after }, now);
  flash(context, { title: /*i18n*/ { id: "toasts.Success", message: "Success" }, description: message });
  const back = new URL(safeReturnTo(form.back), "https://site.invalid");
  return redirect(back.pathname === "/admin/businesses" ? `/admin/businesses${back.search}` : "/admin/businesses");
}

export async function adminBusinessesAction({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const form = Object.fromEntries(await request.formData());
  if (form.intent !== "sync") return actOnListing(context, admin, form);
  const parsed = syncSchema.safeParse({
    businessType: form.businessType || null,
    maxResults: form.maxResults === "all" ? "all" : Number(form.maxResults),
  });
  if (!parsed.success)
    badRequest(
      context.lang,
      /*i18n*/ { id: "badRequest.Please choose a business type and a maximum", message: "Please choose a business type and a maximum" },
    );
  const run = context.env.GOOGLE_PLACES_API_KEY ? await runSync(context, parsed.data, "admin") : null;
  if (run?.ok)
    flash(context, {
      title: /*i18n*/ { id: "toasts.Sync Complete", message: "Sync Complete" },
      description: { text: placesSummary(run.counts, formatterFor(context.lang, "imports")) },
    });
  else
    flash(context, {
      title: /*i18n*/ { id: "toasts.Sync Failed", message: "Sync Failed" },
      description: /*i18n*/ { id: "toasts.Failed to sync Google Places data", message: "Failed to sync Google Places data" },
      variant: "destructive",
    });
  return redirect("/admin/businesses");
}
