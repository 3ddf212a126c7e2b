// The four fieldsets of the settings form; each gets its conform field and shows its errors beside its controls.
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { ErrorList, Field, SelectField } from "~/components/forms";
import type { T } from "~/lib/i18n/plain";
import { TOWNS } from "~/lib/towns";
import { COLOR_KEYS, FEATURE_KEYS, MODES, SOCIAL_KEYS, type ColorKey, type FeatureKey, type SocialKey } from "~/lib/vocabulary";
import type { SettingsForm } from "./schema";

type Meta<T> = FieldMetadata<T, SettingsForm, string[]>;

const SOCIAL_LABELS = { facebook: "Facebook", instagram: "Instagram", x: "X (Twitter)", youtube: "YouTube" } as const;

/** Site name, the town the site is for, the support address and the postal address the mailings show. */
export function SiteSection({
  siteName,
  mode,
  supportEmail,
  postalAddress,
  t,
}: {
  siteName: Meta<string>;
  mode: Meta<string>;
  supportEmail: Meta<string>;
  postalAddress: Meta<string>;
  t: T<"adminSettings">;
}) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{t(/*i18n*/ { id: "adminSettings.site", message: "Site" })}</legend>
      <Field
        label={t(/*i18n*/ { id: "adminSettings.siteName", message: "Site name" })}
        required
        errors={siteName.errors}
        {...getInputProps(siteName, { type: "text" })}
      />
      <SelectField
        label={t(/*i18n*/ { id: "adminSettings.mode", message: "Mode (which town the site is for)" })}
        required
        errors={mode.errors}
        options={MODES.map((m) => ({ value: m, label: TOWNS[m].fullName }))}
        {...getSelectProps(mode)}
      />
      <Field
        label={t(/*i18n*/ { id: "adminSettings.supportEmail", message: "Support e-mail" })}
        errors={supportEmail.errors}
        hint={t(
          /*i18n*/ {
            id: "adminSettings.supportEmailHint",
            message: "Shown in the footer and help widget, and sent to the weather service as our contact.",
          },
        )}
        {...getInputProps(supportEmail, { type: "email" })}
      />
      <Field
        label={t(/*i18n*/ { id: "adminSettings.postalAddress", message: "Postal address" })}
        errors={postalAddress.errors}
        hint={t(
          /*i18n*/ {
            id: "adminSettings.postalAddressHint",
            message:
              "Shown at the foot of the weekly letter and every mailing, as the law on commercial mail asks. Blank: the town's sample address.",
          },
        )}
        autoComplete="street-address"
        {...getInputProps(postalAddress, { type: "text" })}
      />
    </fieldset>
  );
}

/** One checkbox per feature. */
export function FeaturesSection({ features, t }: { features: Meta<Record<FeatureKey, string>>; t: T<"adminSettings"> }) {
  const each = features.getFieldset();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t(/*i18n*/ { id: "adminSettings.features", message: "Features" })}</legend>
      <p className="mb-2 text-sm opacity-80">
        {t(
          /*i18n*/ {
            id: "adminSettings.featuresHint",
            message: "A feature that is off leaves the navigation, footer, home page and search, and its pages answer 404.",
          },
        )}
      </p>
      <ErrorList id={features.errorId} errors={features.errors} />
      <ul className="grid gap-2 sm:grid-cols-3">
        {FEATURE_KEYS.map((k) => (
          <li key={k}>
            <label className="flex items-center gap-2">
              <input {...getInputProps(each[k], { type: "checkbox" })} className="h-4 w-4" />
              {t(
                (
                  {
                    classifieds: /*i18n*/ { id: "adminSettings.feature_classifieds", message: "Classifieds" },
                    jobs: /*i18n*/ { id: "adminSettings.feature_jobs", message: "Jobs" },
                    news: /*i18n*/ { id: "adminSettings.feature_news", message: "News" },
                    events: /*i18n*/ { id: "adminSettings.feature_events", message: "Events" },
                    businessDirectory: /*i18n*/ { id: "adminSettings.feature_businessDirectory", message: "Business Directory" },
                    schools: /*i18n*/ { id: "adminSettings.feature_schools", message: "Schools" },
                    government: /*i18n*/ { id: "adminSettings.feature_government", message: "Government" },
                    emergency: /*i18n*/ { id: "adminSettings.feature_emergency", message: "Emergency" },
                    weather: /*i18n*/ { id: "adminSettings.feature_weather", message: "Weather and alerts" },
                  } as const
                )[k],
              )}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A picker and a "Use default" box per theme colour. */
export function ColoursSection({
  colors,
  useDefault,
  t,
}: {
  colors: Meta<Record<ColorKey, string>>;
  useDefault: Meta<Record<ColorKey, string>>;
  t: T<"adminSettings">;
}) {
  const picked = colors.getFieldset();
  const fallback = useDefault.getFieldset();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">{t(/*i18n*/ { id: "adminSettings.colours", message: "Theme colours" })}</legend>
      <p className="mb-2 text-sm opacity-80">
        {t(
          /*i18n*/ {
            id: "adminSettings.coloursHint",
            message: "With “Use default” ticked a colour falls back: borders to secondary, focus ring to primary, text colours to light or dark.",
          },
        )}
      </p>
      <ErrorList id={colors.errorId} errors={colors.errors} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {COLOR_KEYS.map((k) => (
          <li key={k} className="flex flex-wrap items-center gap-3 rounded border border-border p-2">
            <label htmlFor={picked[k].id} className="w-36 text-sm font-medium">
              {t(
                (
                  {
                    primary: /*i18n*/ { id: "adminSettings.color_primary", message: "Primary" },
                    primaryForeground: /*i18n*/ { id: "adminSettings.color_primaryForeground", message: "Text on primary" },
                    secondary: /*i18n*/ { id: "adminSettings.color_secondary", message: "Secondary" },
                    secondaryForeground: /*i18n*/ { id: "adminSettings.color_secondaryForeground", message: "Text on secondary" },
                    accent: /*i18n*/ { id: "adminSettings.color_accent", message: "Accent" },
                    accentForeground: /*i18n*/ { id: "adminSettings.color_accentForeground", message: "Text on accent" },
                    background: /*i18n*/ { id: "adminSettings.color_background", message: "Background" },
                    foreground: /*i18n*/ { id: "adminSettings.color_foreground", message: "Text" },
                    border: /*i18n*/ { id: "adminSettings.color_border", message: "Borders" },
                    ring: /*i18n*/ { id: "adminSettings.color_ring", message: "Focus ring" },
                  } as const
                )[k],
              )}
            </label>
            <input {...getInputProps(picked[k], { type: "color" })} className="h-9 w-14 cursor-pointer rounded border border-border" />
            <label className="flex items-center gap-1 text-sm">
              <input {...getInputProps(fallback[k], { type: "checkbox" })} className="h-4 w-4" />
              {t(/*i18n*/ { id: "adminSettings.useDefault", message: "Use default" })}
            </label>
            <ErrorList id={picked[k].errorId} errors={picked[k].errors} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The social network links (http(s) only). */
export function SocialSection({ socialLinks, t }: { socialLinks: Meta<Partial<Record<SocialKey, string>>>; t: T<"adminSettings"> }) {
  const each = socialLinks.getFieldset();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">{t(/*i18n*/ { id: "adminSettings.social", message: "Social links" })}</legend>
      <ErrorList id={socialLinks.errorId} errors={socialLinks.errors} />
      {SOCIAL_KEYS.map((k) => (
        <div key={k}>
          <Field label={SOCIAL_LABELS[k]} placeholder="https://" errors={each[k].errors} {...getInputProps(each[k], { type: "url" })} />
        </div>
      ))}
    </fieldset>
  );
}
