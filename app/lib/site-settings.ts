// The admin settings form (/admin/settings): one schema for the browser's constraints and the server's check.
import { bool, optionalEmail, optionalHttpUrl, optionalText, text } from "~/lib/fields";
import { rule } from "~/lib/i18n/rule";
import { COLOR_KEYS, FEATURE_KEYS, MODES, SOCIAL_KEYS, type ColorKey, type Colors, type Features } from "~/lib/vocabulary";
import { z } from "~/lib/zod";

export const BAD_COLOUR = "Please enter a colour as # and 6 hex digits, like #166534";
export const UNKNOWN_FEATURE = "Unknown feature";

const HEX = /^#[0-9a-fA-F]{6}$/;
const blank = (v: unknown) => (v === "" || v === null ? undefined : v);
const colour = z.preprocess(blank, z.string().trim().regex(HEX, BAD_COLOUR).optional());
const orEmpty = (v: unknown) => (v === undefined || v === null || v === "" ? {} : v);

export const COLOR_LABELS: Record<ColorKey, string> = {
  primary: "Primary",
  primaryForeground: "Text on primary",
  secondary: "Secondary",
  secondaryForeground: "Text on secondary",
  accent: "Accent",
  accentForeground: "Text on accent",
  background: "Background",
  foreground: "Text",
  border: "Borders",
  ring: "Focus ring",
};

export const settingsSchema = z
  .object({
    siteName: text(100, { required: rule(/*i18n*/ { id: "validation.Site name is required", message: "Site name is required" }) }),
    mode: z.enum(MODES, {
      errorMap: () => ({
        message: rule(/*i18n*/ { id: "validation.Please choose Greenwood or Nashville", message: "Please choose Greenwood or Nashville" }),
      }),
    }),
    features: z.preprocess(
      orEmpty,
      z
        .object(Object.fromEntries(FEATURE_KEYS.map((k) => [k, bool()])) as Record<(typeof FEATURE_KEYS)[number], ReturnType<typeof bool>>)
        .strict(UNKNOWN_FEATURE),
    ),
    colors: z.preprocess(
      orEmpty,
      z.object(Object.fromEntries(COLOR_KEYS.map((k) => [k, colour])) as Record<ColorKey, typeof colour>).strict("Unknown colour"),
    ),
    // "Use the default" for a colour: its fallback of part 2 §9 applies instead of the picker's value.
    useDefault: z.preprocess(
      orEmpty,
      z.object(Object.fromEntries(COLOR_KEYS.map((k) => [k, bool()])) as Record<ColorKey, ReturnType<typeof bool>>).strict("Unknown colour"),
    ),
    socialLinks: z.preprocess(
      orEmpty,
      z
        .object(
          Object.fromEntries(SOCIAL_KEYS.map((k) => [k, optionalHttpUrl("Please enter a full link starting with https://")])) as Record<
            (typeof SOCIAL_KEYS)[number],
            ReturnType<typeof optionalHttpUrl>
          >,
        )
        .strict("Unknown social network"),
    ),
    supportEmail: optionalEmail(),
    // Blank is the town's sample address (lib/towns.ts): a mailing always has one (CAN-SPAM).
    postalAddress: optionalText(200),
  })
  .transform((v) => {
    const colors: Colors = {};
    for (const key of COLOR_KEYS) {
      const value = v.colors[key];
      if (value && !v.useDefault[key]) colors[key] = value.toLowerCase();
    }
    const socialLinks: Record<string, string> = {};
    for (const key of SOCIAL_KEYS) {
      const link = v.socialLinks[key];
      if (link) socialLinks[key] = link;
    }
    return {
      siteName: v.siteName,
      mode: v.mode,
      features: Object.fromEntries(FEATURE_KEYS.map((k) => [k, { enabled: v.features[k] }])) as Features,
      colors,
      socialLinks,
      supportEmail: v.supportEmail,
      postalAddress: v.postalAddress,
    };
  });
