import { eq } from "drizzle-orm";
import {
  COLOR_KEYS,
  FEATURE_KEYS,
  siteConfig,
  type Colors,
  type Features,
  type Mode,
} from "../../db/schema";
import type { Db } from "~/models/db.server";

export type SiteConfig = { siteName: string; features: Features; colors: Colors; mode: Mode };

export const DEFAULT_SITE_NAME = "Greenwood Community Hub";
export const SITE_CONFIG_KV_KEY = "site-config:v1";
export const SITE_CONFIG_TTL_SECONDS = 300;

type StoredConfig = { siteName?: string; features?: Partial<Features>; colors?: Colors; mode?: Mode };

function withDefaults(row: StoredConfig | undefined): SiteConfig {
  const features = Object.fromEntries(
    FEATURE_KEYS.map((key) => [key, { enabled: row?.features?.[key]?.enabled ?? true }]),
  ) as Features;
  const colors: Colors = {};
  for (const key of COLOR_KEYS) {
    const value = row?.colors?.[key];
    if (value) colors[key] = value;
  }
  return { siteName: row?.siteName || DEFAULT_SITE_NAME, features, colors, mode: row?.mode ?? "greenwood" };
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
