// The four fieldsets of the settings form; each gets its conform field and shows its errors beside its controls.
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { ErrorList, Field, SelectField } from "~/components/forms";
import { FEATURE_LABELS } from "~/lib/features";
import { COLOR_LABELS } from "~/lib/site-settings";
import { TOWNS } from "~/lib/towns";
import { COLOR_KEYS, FEATURE_KEYS, MODES, SOCIAL_KEYS, type ColorKey, type FeatureKey, type SocialKey } from "~/lib/vocabulary";
import type { SettingsForm } from "./schema";

type Meta<T> = FieldMetadata<T, SettingsForm, string[]>;

const SOCIAL_LABELS = { facebook: "Facebook", instagram: "Instagram", x: "X (Twitter)", youtube: "YouTube" } as const;

/** Site name, the town the site is for, and the support address. */
export function SiteSection({ siteName, mode, supportEmail }: { siteName: Meta<string>; mode: Meta<string>; supportEmail: Meta<string> }) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">Site</legend>
      <Field label="Site name" required errors={siteName.errors} {...getInputProps(siteName, { type: "text" })} />
      <SelectField
        label="Mode (which town the site is for)"
        required
        errors={mode.errors}
        options={MODES.map((m) => ({ value: m, label: TOWNS[m].fullName }))}
        {...getSelectProps(mode)}
      />
      <Field
        label="Support e-mail"
        errors={supportEmail.errors}
        hint="Shown in the footer and help widget, and sent to the weather service as our contact."
        {...getInputProps(supportEmail, { type: "email" })}
      />
    </fieldset>
  );
}

/** One checkbox per feature. */
export function FeaturesSection({ features }: { features: Meta<Record<FeatureKey, string>> }) {
  const each = features.getFieldset();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">Features</legend>
      <p className="mb-2 text-sm opacity-80">A feature that is off leaves the navigation, footer, home page and search, and its pages answer 404.</p>
      <ErrorList id={features.errorId} errors={features.errors} />
      <ul className="grid gap-2 sm:grid-cols-3">
        {FEATURE_KEYS.map((k) => (
          <li key={k}>
            <label className="flex items-center gap-2">
              <input {...getInputProps(each[k], { type: "checkbox" })} className="h-4 w-4" />
              {FEATURE_LABELS[k]}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** A picker and a "Use default" box per theme colour. */
export function ColoursSection({ colors, useDefault }: { colors: Meta<Record<ColorKey, string>>; useDefault: Meta<Record<ColorKey, string>> }) {
  const picked = colors.getFieldset();
  const fallback = useDefault.getFieldset();
  return (
    <fieldset>
      <legend className="mb-2 font-semibold">Theme colours</legend>
      <p className="mb-2 text-sm opacity-80">
        With “Use default” ticked a colour falls back: borders to secondary, focus ring to primary, text colours to light or dark.
      </p>
      <ErrorList id={colors.errorId} errors={colors.errors} />
      <ul className="grid gap-3 sm:grid-cols-2">
        {COLOR_KEYS.map((k) => (
          <li key={k} className="flex flex-wrap items-center gap-3 rounded border border-border p-2">
            <label htmlFor={picked[k].id} className="w-36 text-sm font-medium">
              {COLOR_LABELS[k]}
            </label>
            <input {...getInputProps(picked[k], { type: "color" })} className="h-9 w-14 cursor-pointer rounded border border-border" />
            <label className="flex items-center gap-1 text-sm">
              <input {...getInputProps(fallback[k], { type: "checkbox" })} className="h-4 w-4" />
              Use default
            </label>
            <ErrorList id={picked[k].errorId} errors={picked[k].errors} />
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** The social network links (http(s) only). */
export function SocialSection({ socialLinks }: { socialLinks: Meta<Partial<Record<SocialKey, string>>> }) {
  const each = socialLinks.getFieldset();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-2 font-semibold">Social links</legend>
      <ErrorList id={socialLinks.errorId} errors={socialLinks.errors} />
      {SOCIAL_KEYS.map((k) => (
        <div key={k}>
          <Field label={SOCIAL_LABELS[k]} placeholder="https://" errors={each[k].errors} {...getInputProps(each[k], { type: "url" })} />
        </div>
      ))}
    </fieldset>
  );
}
