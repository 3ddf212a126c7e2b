// npm start's Web Push keys (issue 42): without a VAPID key pair the push opt-in is hidden, so nobody could try it
// locally. When none is set (the environment or .dev.vars), a development pair is made once and kept beside the
// database file (`<db>.vapid.json`), then passed to wrangler as vars, as the sample data is made. Never in production.
import { existsSync, readFileSync, writeFileSync } from "node:fs";

export type VapidVars = { VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string; VAPID_SUBJECT: string };
export type DevVapid = { vars: Partial<VapidVars>; source: "env" | ".dev.vars" | "made" | "kept" | "production" };

const DEV_SUBJECT = "mailto:help@greenwood.example";

/** A fresh P-256 pair as the worker reads it: the raw public point and the private scalar, both base64url. */
export async function makeVapidPair(subject = DEV_SUBJECT): Promise<VapidVars> {
  const pair = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
  const publicKey = Buffer.from(await crypto.subtle.exportKey("raw", pair.publicKey)).toString("base64url");
  const jwk = await crypto.subtle.exportKey("jwk", pair.privateKey);
  if (!jwk.d) throw new Error("the private key did not export");
  return { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: jwk.d, VAPID_SUBJECT: subject };
}

const isPair = (v: unknown): v is VapidVars => {
  const o = v as Partial<VapidVars> | null;
  return Boolean(o) && [o?.VAPID_PUBLIC_KEY, o?.VAPID_PRIVATE_KEY, o?.VAPID_SUBJECT].every((s) => typeof s === "string" && s.length > 0);
};

/**
 * The VAPID vars npm start passes to wrangler: the environment's when set; none when .dev.vars sets them (wrangler reads
 * that file itself) or in production; else the kept development pair, made on first use.
 */
export async function devVapidVars(input: { dbFile: string; env: Record<string, string | undefined>; devVarsFile?: string }): Promise<DevVapid> {
  const { env } = input;
  if ((env.ENVIRONMENT ?? "development") === "production") return { vars: {}, source: "production" };
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return {
      vars: { VAPID_PUBLIC_KEY: env.VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: env.VAPID_PRIVATE_KEY, VAPID_SUBJECT: env.VAPID_SUBJECT ?? DEV_SUBJECT },
      source: "env",
    };
  }
  const devVars = input.devVarsFile ?? ".dev.vars";
  if (existsSync(devVars) && /^\s*VAPID_PUBLIC_KEY\s*=/m.test(readFileSync(devVars, "utf8"))) return { vars: {}, source: ".dev.vars" };
  const file = `${input.dbFile}.vapid.json`;
  if (existsSync(file)) {
    try {
      const kept: unknown = JSON.parse(readFileSync(file, "utf8"));
      if (isPair(kept)) return { vars: kept, source: "kept" };
    } catch {
      // unreadable: make a new pair below
    }
  }
  const made = await makeVapidPair();
  writeFileSync(file, JSON.stringify(made, null, 2) + "\n", { mode: 0o600 });
  return { vars: made, source: "made" };
}
