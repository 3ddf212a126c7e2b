// /admin/settings: the site configuration (name, mode, features, theme colours, social links, support e-mail).
// Saving writes the database and drops the KV copy, so the change shows on the next page at once.
import { getFormProps, getInputProps, getSelectProps, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Outlet, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ErrorList, Field, SelectField } from "~/components/forms";
import { FEATURE_LABELS } from "~/lib/features";
import { COLOR_LABELS, settingsSchema } from "~/lib/site-settings";
import { themeVariables } from "~/lib/theme";
import { flash } from "~/lib/toast.server";
import { TOWNS, townFor } from "~/lib/towns";
import { COLOR_KEYS, FEATURE_KEYS, MODES, SOCIAL_KEYS, type ColorKey, type FeatureKey, type SocialKey } from "~/lib/vocabulary";
import { measureJobsFrom } from "~/models/jobs.server";
import { saveSiteConfig } from "~/models/site-config.server";
import { requireAdmin } from "~/services/auth.server";

type SettingsForm = {
  siteName: string;
  mode: string;
  features: Record<FeatureKey, string>;
  colors: Record<ColorKey, string>;
  useDefault: Record<ColorKey, string>;
  socialLinks: Partial<Record<SocialKey, string>>;
  supportEmail: string;
};

const SOCIAL_LABELS = { facebook: "Facebook", instagram: "Instagram", x: "X (Twitter)", youtube: "YouTube" } as const;
const VAR_NAME = (key: string) => `--${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const config = await context.siteConfig();
  const effective = themeVariables(config.colors);
  return json({
    defaults: {
      siteName: config.siteName,
      mode: config.mode,
      features: Object.fromEntries(FEATURE_KEYS.map((k) => [k, config.features[k].enabled ? "on" : ""])),
      colors: Object.fromEntries(COLOR_KEYS.map((k) => [k, config.colors[k] ?? effective[VAR_NAME(k)]])),
      useDefault: Object.fromEntries(COLOR_KEYS.map((k) => [k, config.colors[k] ? "" : "on"])),
      socialLinks: config.socialLinks,
      supportEmail: config.supportEmail ?? "",
    },
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const submission = parseWithZod(await request.formData(), { schema: settingsSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const before = await context.siteConfig();
  await saveSiteConfig(context.db, context.kv, submission.value, context.now());
  // Another town is another centre: every job's distance is measured again from it (the jobs list filters on it).
  if (before.mode !== submission.value.mode) await measureJobsFrom(context.db, townFor(submission.value.mode));
  flash(context, { title: "Settings Saved", description: "Your changes are live on the site now." });
  return redirect("/admin/settings");
}

export const meta: MetaFunction = () => [{ title: "Site Settings" }, { name: "robots", content: "noindex" }];

export default function AdminSettings() {
  const { defaults } = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const [form, fields] = useForm<SettingsForm>({
    id: "site-settings",
    lastResult,
    defaultValue: defaults as SettingsForm,
    // Checked on the server (the same schema); the browser posts natively, JavaScript or not.
  });
  const features = fields.features.getFieldset();
  const colors = fields.colors.getFieldset();
  const useDefault = fields.useDefault.getFieldset();
  const social = fields.socialLinks.getFieldset();
  return (
    <>
    <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-8">
      <h2 className="text-xl font-bold">Site Settings</h2>
      <ErrorList id={form.errorId} errors={form.errors} />
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Site</legend>
        <Field label="Site name" required errors={fields.siteName.errors} {...getInputProps(fields.siteName, { type: "text" })} />
        <SelectField
          label="Mode (which town the site is for)"
          required
          errors={fields.mode.errors}
          options={MODES.map((m) => ({ value: m, label: TOWNS[m].fullName }))}
          {...getSelectProps(fields.mode)}
        />
        <Field
          label="Support e-mail"
          errors={fields.supportEmail.errors}
          hint="Shown in the footer and help widget, and sent to the weather service as our contact."
          {...getInputProps(fields.supportEmail, { type: "email" })}
        />
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-semibold">Features</legend>
        <p className="mb-2 text-sm opacity-80">A feature that is off leaves the navigation, footer, home page and search, and its pages answer 404.</p>
        <ErrorList id={fields.features.errorId} errors={fields.features.errors} />
        <ul className="grid gap-2 sm:grid-cols-3">
          {FEATURE_KEYS.map((k) => (
            <li key={k}>
              <label className="flex items-center gap-2">
                <input {...getInputProps(features[k], { type: "checkbox" })} className="h-4 w-4" />
                {FEATURE_LABELS[k]}
              </label>
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset>
        <legend className="mb-2 font-semibold">Theme colours</legend>
        <p className="mb-2 text-sm opacity-80">
          With “Use default” ticked a colour falls back: borders to secondary, focus ring to primary, text colours to light or dark.
        </p>
        <ErrorList id={fields.colors.errorId} errors={fields.colors.errors} />
        <ul className="grid gap-3 sm:grid-cols-2">
          {COLOR_KEYS.map((k) => (
            <li key={k} className="flex flex-wrap items-center gap-3 rounded border border-border p-2">
              <label htmlFor={colors[k].id} className="w-36 text-sm font-medium">
                {COLOR_LABELS[k]}
              </label>
              <input {...getInputProps(colors[k], { type: "color" })} className="h-9 w-14 cursor-pointer rounded border border-border" />
              <label className="flex items-center gap-1 text-sm">
                <input {...getInputProps(useDefault[k], { type: "checkbox" })} className="h-4 w-4" />
                Use default
              </label>
              <ErrorList id={colors[k].errorId} errors={colors[k].errors} />
            </li>
          ))}
        </ul>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-semibold">Social links</legend>
        {SOCIAL_KEYS.map((k) => (
          <div key={k}>
            <Field label={SOCIAL_LABELS[k]} placeholder="https://" errors={social[k].errors} {...getInputProps(social[k], { type: "url" })} />
          </div>
        ))}
      </fieldset>

      <button type="submit" disabled={saving} className="rounded bg-primary px-5 py-2 font-medium text-primary-foreground disabled:opacity-60">
        {saving ? "Saving..." : "Save Settings"}
      </button>
    </Form>
    {/* The weekly letter's schedule (admin.settings._index.tsx), its own form. */}
    <Outlet />
    </>
  );
}
