// The fields of the admin settings form (/admin/settings) as a browser sends them: the defaults with every feature
// on, changed by `overrides` (null removes a field).
export const ALL_FEATURES_ON = ["classifieds", "jobs", "news", "events", "businessDirectory", "schools", "government", "emergency", "weather"];
export function settingsForm(overrides: Record<string, string | null> = {}, features = ALL_FEATURES_ON) {
  const fields: Record<string, string> = {
    siteName: "Greenwood Community Hub",
    mode: "greenwood",
    supportEmail: "",
    "colors.primary": "#166534",
    "useDefault.primaryForeground": "on",
    "colors.primaryForeground": "#ffffff",
  };
  for (const f of features) fields[`features.${f}`] = "on";
  for (const [k, v] of Object.entries(overrides)) {
    if (v === null) delete fields[k];
    else fields[k] = v;
  }
  return fields;
}
