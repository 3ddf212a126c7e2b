// The loader and action of /admin/settings. Saving writes the database and drops the KV copy, so the change shows on
// the next page at once; invalid input answers 400 with conform's reply (the field errors, the typed input kept).
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { THEME_VARIABLES, themeVariables } from "~/lib/theme";
import { flash } from "~/lib/toast.server";
import { postalAddressFor, townFor } from "~/lib/towns";
import { COLOR_KEYS, FEATURE_KEYS } from "~/lib/vocabulary";
import { measureJobsFrom } from "~/models/jobs.server";
import { saveSiteConfig } from "~/models/site-config.server";
import { requireAdmin } from "~/services/auth.server";
import { settingsSchema } from "./schema";

export async function adminSettingsLoader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const config = await context.siteConfig();
  const effective = themeVariables(config.colors);
  const messages = messagesFor(context.lang, "adminSettings");
  return json({
    messages,
    title: tr(messages, /*i18n*/ { id: "adminSettings.title", message: "Site Settings" }),
    validation: validationFor(context.lang, "admin"),
    defaults: {
      siteName: config.siteName,
      mode: config.mode,
      features: Object.fromEntries(FEATURE_KEYS.map((k) => [k, config.features[k].enabled ? "on" : ""])),
      colors: Object.fromEntries(COLOR_KEYS.map((k) => [k, config.colors[k] ?? effective[THEME_VARIABLES[k]]])),
      useDefault: Object.fromEntries(COLOR_KEYS.map((k) => [k, config.colors[k] ? "" : "on"])),
      socialLinks: config.socialLinks,
      supportEmail: config.supportEmail ?? "",
      // The address the letter's footer shows now (the town's sample until the admin sets the site's own).
      postalAddress: postalAddressFor(config),
    },
  });
}

export async function adminSettingsAction({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: settingsSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const before = await context.siteConfig();
  await saveSiteConfig(context.db, context.kv, submission.value, context.now());
  // Another town is another centre: every job's distance is measured again from it (the jobs list filters on it).
  if (before.mode !== submission.value.mode) await measureJobsFrom(context.db, townFor(submission.value.mode));
  flash(context, {
    title: /*i18n*/ { id: "toasts.Settings Saved", message: "Settings Saved" },
    description: /*i18n*/ { id: "toasts.Your changes are live on the site now.", message: "Your changes are live on the site now." },
  });
  return redirect("/admin/settings");
}
