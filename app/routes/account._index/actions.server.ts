// The loader and action of /account: the member's overview, and the profile, mail choices, cancelling an event and
// deleting the account.
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { badRequest, notFound } from "~/lib/http.server";
import { moneyIn } from "~/lib/i18n/account-format";
import { priceNameIn } from "~/lib/i18n/account.server";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { formatDateIn } from "~/lib/i18n/intl";
import { isLang, type Lang } from "~/lib/i18n/lang";
import { plain } from "~/lib/i18n/plain";
import { checkoutUrl, priceFor, priceTag, requirePrice } from "~/lib/prices";
import { alertIntentSchema } from "~/lib/saved-search";
import { flash, toastMessage } from "~/lib/toast.server";
import { getAccountOverview, listPendingOrdersForItems, setMailPrefs, updateProfile } from "~/models/account.server";
import { setMemberMailLang } from "~/models/user.server";
import { cancelOwnEvent, deleteAccount } from "~/services/account.server";
import { requireUser } from "~/services/auth.server";
import { ALERT_CHANGE_TOASTS, changeOwnAlert, listAlertsFor } from "~/services/saved-searches.server";
import { memberGetsWarningsByMail, setMemberWarningsByMail, warningsOptInData } from "~/services/warning-mail.server";
import { intentSchema, profileSchema, warningsMailSchema } from "./schema";

export async function accountLoader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const overview = await getAccountOverview(context.db, user.id);
  const now = context.now().getTime();
  const awaiting = overview.events.filter((e) => e.awaitingPayment && !e.cancelledAt);
  const pending = await listPendingOrdersForItems(
    context.db,
    user.id,
    awaiting.map((e) => String(e.id)),
  );
  const lang = context.lang;
  const alerts = await listAlertsFor(context, { userId: user.id, email: user.email }, lang);
  const m = messagesFor(lang, "account");
  const t = plain<"account">(m);
  // English keeps the spec's "$25"; another language writes the price as Intl does.
  const tag = (type: string) => (lang === "en" ? priceTag(type) : moneyIn(lang, requirePrice(type).amountCents));
  return json({
    lang,
    mailLang: user.lang,
    m,
    validation: validationFor(lang, "account"),
    user: {
      firstName: user.firstName ?? "",
      lastName: user.lastName ?? "",
      profileImageUrl: user.profileImageUrl ?? "",
      email: user.email,
      expiryReminder: user.mailPrefs?.["expiry-reminder"] !== false,
      eventReminder: user.mailPrefs?.["event-reminder"] !== false,
    },
    rsvps: overview.rsvps.map((r) => ({ ...r, past: r.startDate.getTime() < now })),
    articles: overview.articles,
    events: overview.events.map((e) => {
      const order = pending.find((o) => o.itemId === String(e.id));
      return {
        ...e,
        past: e.startDate.getTime() < now,
        payLinks:
          e.awaitingPayment && !e.cancelledAt
            ? order
              ? [{ label: tr(m, /*i18n*/ { id: "account.payNow", message: "Pay now" }), href: checkoutUrl(order.type, e.id, order.tier) }]
              : [
                  {
                    label: t(/*i18n*/ { id: "account.payNowEnhanced", message: "Pay now: Enhanced {price}" }, { price: tag("event-enhanced") }),
                    href: checkoutUrl("event-enhanced", e.id),
                  },
                  {
                    label: t(/*i18n*/ { id: "account.premiumPrice", message: "Premium {price}" }, { price: tag("event-premium") }),
                    href: checkoutUrl("event-premium", e.id),
                  },
                ]
            : [],
      };
    }),
    businesses: overview.businesses,
    claims: overview.claims,
    orders: overview.orders.map((o) => ({ ...o, label: priceNameIn(lang, priceFor(o.type, o.tier)?.label ?? o.type) })),
    // "Weather warnings" (issue 42): by mail (a toggle) or on this device (the push button).
    warnings: { ...(await warningsOptInData(context)), byMail: await memberGetsWarningsByMail(context, user), m: messagesFor(lang, "warnings") },
    alertWords: messagesFor(lang, "alertManage"),
    alerts: alerts.map(({ lastSentAt, ...a }) => ({ ...a, lastMail: lastSentAt ? formatDateIn(lang, lastSentAt) : null })),
  });
}

export async function accountAction({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  if (String(formData.get("intent") ?? "").startsWith("alert-")) return alertAction(context, user, formData);
  if (formData.get("intent") === "mail-lang") return mailLangAction(context, user, formData);
  if (formData.get("intent") === "warnings-mail") return warningsMailAction(context, user, formData);
  if (formData.get("intent") === "profile") {
    const submission = parseWithZod(formData, { schema: profileSchema });
    if (submission.status !== "success") return json(submission.reply(), { status: 400 });
    await updateProfile(context.db, user.id, submission.value, context.now());
    flash(context, {
      title: /*i18n*/ { id: "toasts.Profile Updated", message: "Profile Updated" },
      description: /*i18n*/ { id: "toasts.Your profile has been saved.", message: "Your profile has been saved." },
    });
    return redirect("/account");
  }
  const parsed = intentSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  const input = parsed.data;
  if (input.intent === "mail") {
    await setMailPrefs(context.db, user.id, { "expiry-reminder": input.expiryReminder, "event-reminder": input.eventReminder }, context.now());
    flash(context, {
      title: /*i18n*/ { id: "toasts.Preferences Saved", message: "Preferences Saved" },
      description: /*i18n*/ { id: "toasts.Your e-mail choices have been saved.", message: "Your e-mail choices have been saved." },
    });
    return redirect("/account");
  }
  if (input.intent === "cancel-event") {
    const cancelled = await cancelOwnEvent(context, user, input.eventId);
    flash(
      context,
      cancelled
        ? {
            title: /*i18n*/ { id: "toasts.Event Cancelled", message: "Event Cancelled" },
            description: toastMessage(
              /*i18n*/ { id: 'toasts."{title}" now shows as Cancelled.', message: '"{title}" now shows as Cancelled.' },
              { title: cancelled.title },
            ),
          }
        : {
            title: /*i18n*/ { id: "toasts.Error", message: "Error" },
            description: /*i18n*/ { id: "toasts.That event could not be cancelled.", message: "That event could not be cancelled." },
            variant: "destructive",
          },
    );
    return redirect("/account");
  }
  if (input.confirm.trim() !== "DELETE") {
    flash(context, {
      title: /*i18n*/ { id: "toasts.Account Not Deleted", message: "Account Not Deleted" },
      description: /*i18n*/ { id: "toasts.Type DELETE to confirm.", message: "Type DELETE to confirm." },
      variant: "destructive",
    });
    return redirect("/account#delete");
  }
  await deleteAccount(context, user);
  flash(context, {
    title: /*i18n*/ { id: "toasts.Account Deleted", message: "Account Deleted" },
    description: /*i18n*/ {
      id: "toasts.Your account and personal data have been deleted.",
      message: "Your account and personal data have been deleted.",
    },
  });
  return redirect("/");
}

/** "Language of my mail": the member's row, letter and alerts; the next mail comes in it. */
/** "Weather warnings": the member's own address gets the county's warnings by mail, or stops getting them. */
async function warningsMailAction(context: ActionFunctionArgs["context"], user: { id: string; email: string; lang: Lang }, formData: FormData) {
  const parsed = warningsMailSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  await setMemberWarningsByMail(context, user, parsed.data.byMail === "on");
  flash(context, {
    title: /*i18n*/ { id: "toasts.Preferences Saved", message: "Preferences Saved" },
    description: /*i18n*/ { id: "toasts.Your e-mail choices have been saved.", message: "Your e-mail choices have been saved." },
  });
  return redirect("/account#warnings-heading", 303);
}

async function mailLangAction(context: ActionFunctionArgs["context"], user: { id: string; email: string }, formData: FormData) {
  const lang = formData.get("lang");
  if (!isLang(lang))
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  await setMemberMailLang(context.db, user, lang, context.now());
  flash(context, {
    title: /*i18n*/ { id: "toasts.Preferences Saved", message: "Preferences Saved" },
    description: /*i18n*/ { id: "toasts.Your mail will come in the language you chose.", message: "Your mail will come in the language you chose." },
  });
  return redirect("/account#mail-lang-heading", 303);
}

/** "My alerts": rename, pause, resume or stop one of the member's own alerts; another's is a 404. */
async function alertAction(context: ActionFunctionArgs["context"], user: { id: string; email: string }, formData: FormData) {
  const parsed = alertIntentSchema.safeParse(Object.fromEntries(formData));
  if (!parsed.success)
    badRequest(context.lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  const done = await changeOwnAlert(context, { userId: user.id, email: user.email }, parsed.data);
  if (!done) notFound();
  flash(context, ALERT_CHANGE_TOASTS[done]);
  return redirect("/account#alerts-heading", 303);
}
