import { eq } from "drizzle-orm";
import { ownPostalAddress, ownSupportEmail, siteNameFor } from "~/lib/towns";
import type { Db } from "~/models/db.server";
import { COLOR_KEYS, FEATURE_KEYS, siteConfig, type Colors, type Features, SOCIAL_KEYS, type Mode, type SocialLinks } from "../../db/schema";

export type SiteConfig = {
  siteName: string;
  features: Features;
  colors: Colors;
  mode: Mode;
  socialLinks: SocialLinks;
  /** The contact address the admin set; null means the deployment's SUPPORT_EMAIL or the town's (supportEmailFor). */
  supportEmail: string | null;
  /** The postal address the admin set; null means the town's (postalAddressFor). */
  postalAddress: string | null;
};

export const SITE_CONFIG_KV_KEY = "site-config:v1";
export const SITE_CONFIG_TTL_SECONDS = 300;

type StoredConfig = {
  siteName?: string;
  features?: Partial<Features>;
  colors?: Colors;
  mode?: Mode;
  socialLinks?: SocialLinks | null;
  supportEmail?: string | null;
  postalAddress?: string | null;
};

function withDefaults(row: StoredConfig | undefined): SiteConfig {
  const features = Object.fromEntries(FEATURE_KEYS.map((key) => [key, { enabled: row?.features?.[key]?.enabled ?? true }])) as Features;
  const colors: Colors = {};
  for (const key of COLOR_KEYS) {
    const value = row?.colors?.[key];
    if (value) colors[key] = value;
  }
  const socialLinks: SocialLinks = {};
  for (const key of SOCIAL_KEYS) {
    const value = row?.socialLinks?.[key];
    if (value) socialLinks[key] = value;
  }
  return {
    siteName: siteNameFor(row?.mode, row?.siteName),
    features,
    colors,
    mode: row?.mode ?? "greenwood",
    socialLinks,
    supportEmail: ownSupportEmail(row?.supportEmail),
    postalAddress: ownPostalAddress(row?.postalAddress),
  };
}

export async function readSiteConfig(db: Db): Promise<SiteConfig> {
  const row = await db.query.siteConfig.findFirst({ where: eq(siteConfig.id, 1) });
  return withDefaults(row);
}

/** The site configuration, from KV when a copy younger than five minutes is there, else from the database. */
export async function getSiteConfig(db: Db, kv: KVNamespace): Promise<SiteConfig> {
  const cached = await kv.get<SiteConfig>(SITE_CONFIG_KV_KEY, "json");
  if (cached) return cached;
  const config = await readSiteConfig(db);
  await kv.put(SITE_CONFIG_KV_KEY, JSON.stringify(config), { expirationTtl: SITE_CONFIG_TTL_SECONDS });
  return config;
}

export async function forgetSiteConfig(kv: KVNamespace) {
  await kv.delete(SITE_CONFIG_KV_KEY);
}

/** Writes the whole configuration row (the admin settings form), then drops the cached copy so it shows at once. */
export async function saveSiteConfig(db: Db, kv: KVNamespace, settings: SiteConfig, now: Date) {
  const row = {
    siteName: settings.siteName,
    features: settings.features,
    colors: settings.colors,
    mode: settings.mode,
    socialLinks: settings.socialLinks,
    supportEmail: settings.supportEmail,
    postalAddress: settings.postalAddress,
    updatedAt: now,
  };
  await db
    .insert(siteConfig)
    .values({ id: 1, ...row })
    .onConflictDoUpdate({ target: siteConfig.id, set: row });
  await forgetSiteConfig(kv);
}
