// /admin/settings: the site configuration (name, mode, features, theme colours, social links, support e-mail).
import { getFormProps, useForm } from "@conform-to/react";
import type { MetaFunction } from "@remix-run/cloudflare";
import { Form, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { StatusButton, useIsPending } from "~/components/button";
import { ErrorList } from "~/components/forms";
import { plain } from "~/lib/i18n/plain";
import { adminSettingsAction, adminSettingsLoader } from "./actions.server";
import type { SettingsForm } from "./schema";
import { ColoursSection, FeaturesSection, SiteSection, SocialSection } from "./sections";

export const loader = adminSettingsLoader;
export const action = adminSettingsAction;

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Site Settings" }, { name: "robots", content: "noindex" }];

export default function AdminSettings() {
  const { defaults, messages } = useLoaderData<typeof loader>();
  const t = plain<"adminSettings">(messages);
  const lastResult = useActionData<typeof action>();
  const saving = useIsPending();
  const [form, fields] = useForm<SettingsForm>({
    id: "site-settings",
    lastResult,
    defaultValue: defaults as SettingsForm,
    // Checked on the server (the same schema); the browser posts natively, JavaScript or not.
  });
  return (
    <>
      <Form method="post" {...getFormProps(form)} className="max-w-3xl space-y-8">
        <h2 className="text-xl font-bold">{t(/*i18n*/ { id: "adminSettings.title", message: "Site Settings" })}</h2>
        <ErrorList id={form.errorId} errors={form.errors} />
        <SiteSection siteName={fields.siteName} mode={fields.mode} supportEmail={fields.supportEmail} postalAddress={fields.postalAddress} t={t} />
        <FeaturesSection features={fields.features} t={t} />
        <ColoursSection colors={fields.colors} useDefault={fields.useDefault} t={t} />
        <SocialSection socialLinks={fields.socialLinks} t={t} />
        <StatusButton pending={saving} pendingText={t(/*i18n*/ { id: "adminSettings.saving", message: "Saving..." })}>
          {t(/*i18n*/ { id: "adminSettings.save", message: "Save Settings" })}
        </StatusButton>
      </Form>
      {/* The weekly letter's schedule (admin.settings._index.tsx), its own form. */}
      <Outlet />
    </>
  );
}
