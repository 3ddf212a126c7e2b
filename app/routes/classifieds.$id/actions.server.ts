// The loader and action of /classifieds/{id}: the ad as its viewer may see it, and a member's report, the owner's
// mark sold / renew / delete, and a moderator's Remove / Restore.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { CLASSIFIED_MESSAGES as M, classifiedStatus, displayPrice, isFeatured, renewal, REPORT_REASONS } from "~/lib/classifieds";
import { parseId } from "~/lib/fields";
import { forbidden, notFoundPanel } from "~/lib/http.server";
import { messagesFor, validationText } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { categoryIn } from "~/lib/i18n/intl";
import type { Lang } from "~/lib/i18n/lang";
import { loginUrl } from "~/lib/login-url";
import { itemPicture, previewText, type OgPage } from "~/lib/seo";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { getClassifiedPage } from "~/models/classified-ads.server";
import { getUser, requireModerator, requireUser } from "~/services/auth.server";
import { canView, classifiedCheckoutUrl, moderateAd, reportAd, runOwnerAction } from "~/services/classifieds.server";

function adId(raw: string | undefined, lang: Lang) {
  const id = parseId(raw);
  if (!id) notFoundPanel(lang, "classified");
  return id;
}

export async function classifiedLoader({ params, context }: LoaderFunctionArgs) {
  const id = adId(params.id, context.lang);
  const viewer = await getUser(context);
  const found = await getClassifiedPage(context.db, id, viewer?.id ?? null);
  const now = context.now();
  if (!found || !canView(found.ad, viewer, now)) notFoundPanel(context.lang, "classified");
  const { ad } = found;
  const isOwner = Boolean(viewer && viewer.id === ad.sellerId);
  const status = classifiedStatus(ad, now);
  const renew = renewal(ad, now);
  const shownCategory = categoryIn(context.lang, categoryNamesIn(context.lang), ad.category);
  return json({
    og: {
      title: ad.title,
      description: previewText([displayPrice(ad.price), ad.description].filter(Boolean).join(" · ")),
      image: itemPicture(ad.imageUrls?.[0], ad.category),
    } satisfies OgPage,
    ad: {
      id: ad.id,
      title: ad.title,
      description: ad.description,
      category: ad.category,
      price: displayPrice(ad.price),
      location: ad.location,
      imageUrls: ad.imageUrls ?? [],
      createdAt: ad.createdAt.toISOString(),
      expiresAt: ad.expiresAt?.toISOString() ?? null,
      isPremium: ad.isPremium,
      featured: isFeatured(ad, now),
    },
    status,
    // Contact details only reach signed-in members' browsers, never visitors' (nor scrapers').
    contact: viewer ? { name: found.sellerName, email: ad.contactEmail, phone: ad.contactPhone } : null,
    signedIn: Boolean(viewer),
    signInUrl: loginUrl(`/classifieds/${ad.id}`),
    isOwner,
    canModerate: viewer?.role === "admin" || viewer?.role === "moderator",
    reported: found.reportedByViewer,
    canRenew: isOwner && renew.ok,
    renewNote: isOwner && !renew.ok ? validationText(context.lang, renew.message) : null,
    checkoutUrl: isOwner && status === "awaiting_payment" ? classifiedCheckoutUrl(ad.id) : null,
    lang: context.lang,
    // Messages without plurals, shown by `plain` (the page hydrates: no ICU formatter in its JavaScript).
    messages: messagesFor(context.lang, "classified"),
    // The fixed category's name in the reader's language (lib/i18n/format.ts categoryIn), or null for any other.
    category: shownCategory.lang ? null : shownCategory.label,
  });
}

const actionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("report"),
    reason: z.enum(REPORT_REASONS, { errorMap: () => ({ message: M.reportReason }) }),
    details: z.string().trim().max(1000).optional(),
  }),
  z.object({ intent: z.enum(["sold", "renew", "delete"]) }),
  z.object({ intent: z.enum(["remove", "restore"]) }),
]);

export async function classifiedAction({ params, request, context }: ActionFunctionArgs) {
  const id = adId(params.id, context.lang);
  const user = await requireUser(request, context);
  const now = context.now();
  const parsed = actionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    return json({ errors: parsed.error.flatten().fieldErrors as Record<string, string[] | undefined> }, { status: 400 });
  }
  const input = parsed.data;
  if (input.intent === "remove" || input.intent === "restore") {
    const reviewer = await requireModerator(request, context);
    flash(context, await moderateAd(context, reviewer, id, input.intent, now));
    throw redirect(`/classifieds/${id}`);
  }
  if (input.intent === "report") {
    const result = await reportAd(context.db, user, id, input.reason, input.details || null, now);
    if (!result.ok) {
      if (result.status === 404) notFoundPanel(context.lang, "classified");
      return json({ errors: { reason: [result.message] } as Record<string, string[] | undefined> }, { status: result.status });
    }
    flash(context, {
      title: /*i18n*/ { id: "toasts.Report received", message: "Report received" },
      description: /*i18n*/ { id: "toasts.Thank you. An admin will review this ad.", message: "Thank you. An admin will review this ad." },
    });
    throw redirect(`/classifieds/${id}`);
  }
  const result = await runOwnerAction(context.db, user, id, input.intent, now);
  if (!result.ok) {
    if (result.status === 404) notFoundPanel(context.lang, "classified");
    if (result.status === 403) forbidden(result.message);
    // A renewal refused: its reason is a schema rule's message.
    flash(context, { title: /*i18n*/ { id: "toasts.Error", message: "Error" }, description: { rule: result.message }, variant: "destructive" });
    throw redirect(`/classifieds/${id}`);
  }
  flash(context, { title: /*i18n*/ { id: "toasts.Success", message: "Success" }, description: result.message });
  throw redirect(input.intent === "delete" ? "/account/classifieds" : `/classifieds/${id}`);
}
