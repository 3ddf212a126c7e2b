import type { ColorKey, Colors } from "~/lib/vocabulary";

// The spec's fallbacks: border falls back to secondary, ring to primary, the foreground variants to light/dark.
const DEFAULTS = {
  primary: "#166534",
  secondary: "#f1f5f9",
  accent: "#f59e0b",
  background: "#ffffff",
  foreground: "#0f172a",
};
const LIGHT = "#ffffff";
const DARK = "#0f172a";

/** The CSS variable of each colour setting ("primaryForeground" → "--primary-foreground"). */
export const THEME_VARIABLES = {
  primary: "--primary",
  primaryForeground: "--primary-foreground",
  secondary: "--secondary",
  secondaryForeground: "--secondary-foreground",
  accent: "--accent",
  accentForeground: "--accent-foreground",
  background: "--background",
  foreground: "--foreground",
  border: "--border",
  ring: "--ring",
} as const satisfies Record<ColorKey, `--${string}`>;
export type ThemeVariable = (typeof THEME_VARIABLES)[ColorKey];

const HEX = /^#(?:[0-9a-fA-F]{3}){1,2}$/;
const safe = (value: string | undefined) => (value && HEX.test(value) ? value : undefined);

/** WCAG 2 relative luminance of a #rgb or #rrggbb colour. */
function relativeLuminance(hex: string): number {
  const full = hex.length === 4 ? hex.replace(/\w/g, (c) => c + c) : hex;
  const channel = (i: number) => {
    const c = parseInt(full.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [channel(1), channel(3), channel(5)];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [la, lb] = [relativeLuminance(a), relativeLuminance(b)];
  const [hi, lo] = la >= lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

/** Picks the readable text colour (light or dark, whichever contrasts more) for a background colour. */
export function contrastingForeground(hex: string): string {
  return contrastRatio(hex, LIGHT) >= contrastRatio(hex, DARK) ? LIGHT : DARK;
}

/** A badge filled with a category's colour (admin-chosen), with text that stays readable on it. */
export function badgeStyle(color: string | null | undefined, fallback = "#3B82F6"): { backgroundColor: string; color: string } {
  const backgroundColor = safe(color ?? undefined) ?? fallback;
  return { backgroundColor, color: contrastingForeground(backgroundColor) };
}

export function themeVariables(colors: Colors): Record<ThemeVariable, string> {
  const primary = safe(colors.primary) ?? DEFAULTS.primary;
  const secondary = safe(colors.secondary) ?? DEFAULTS.secondary;
  const accent = safe(colors.accent) ?? DEFAULTS.accent;
  return {
    "--primary": primary,
    "--primary-foreground": safe(colors.primaryForeground) ?? contrastingForeground(primary),
    "--secondary": secondary,
    "--secondary-foreground": safe(colors.secondaryForeground) ?? contrastingForeground(secondary),
    "--accent": accent,
    "--accent-foreground": safe(colors.accentForeground) ?? contrastingForeground(accent),
    "--background": safe(colors.background) ?? DEFAULTS.background,
    "--foreground": safe(colors.foreground) ?? DEFAULTS.foreground,
    "--border": safe(colors.border) ?? secondary,
    "--ring": safe(colors.ring) ?? primary,
  };
}

export function themeCss(colors: Colors): string {
  const vars = Object.entries(themeVariables(colors))
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
  return `:root{${vars}}`;
}
