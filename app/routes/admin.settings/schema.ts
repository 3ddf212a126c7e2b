// The form of /admin/settings: the one schema (shared with the settings model) and the shape conform fills in.
import type { ColorKey, FeatureKey, SocialKey } from "~/lib/vocabulary";

export { settingsSchema } from "~/lib/site-settings";

/** The form's fields as the page holds them (checkboxes are "on" or ""). */
export type SettingsForm = {
  siteName: string;
  mode: string;
  features: Record<FeatureKey, string>;
  colors: Record<ColorKey, string>;
  useDefault: Record<ColorKey, string>;
  socialLinks: Partial<Record<SocialKey, string>>;
  supportEmail: string;
  postalAddress: string;
};
