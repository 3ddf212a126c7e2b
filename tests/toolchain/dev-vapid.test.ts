// npm start's key step (scripts/dev-vapid.ts): a development VAPID pair is made when none is set, kept beside the
// database file and used again; none is made when the environment or .dev.vars sets one, nor in production.
import { createPublicKey, createPrivateKey, sign, verify } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { devVapidVars } from "../../scripts/dev-vapid";

const fresh = () => {
  const dir = mkdtempSync(join(tmpdir(), "vapid-"));
  return { dbFile: join(dir, "greenwood.db"), devVarsFile: join(dir, ".dev.vars") };
};

/** The pair works: a signature by the private scalar verifies with the raw public point (what a push service checks). */
function pairWorks(publicKey: string, privateKey: string) {
  const raw = Buffer.from(publicKey, "base64url");
  expect(raw).toHaveLength(65);
  expect(raw[0]).toBe(4);
  const jwk = { kty: "EC", crv: "P-256", x: raw.subarray(1, 33).toString("base64url"), y: raw.subarray(33).toString("base64url") };
  const priv = createPrivateKey({ key: { ...jwk, d: privateKey }, format: "jwk" });
  const signature = sign("sha256", Buffer.from("jwt"), priv);
  expect(verify("sha256", Buffer.from("jwt"), createPublicKey({ key: jwk, format: "jwk" }), signature)).toBe(true);
}

describe("npm start's VAPID key step", () => {
  it("makes a pair when none is set, keeps it beside the database file, and uses the same pair next time", async () => {
    const paths = fresh();
    const first = await devVapidVars({ ...paths, env: {} });
    expect(first.source).toBe("made");
    expect(existsSync(`${paths.dbFile}.vapid.json`)).toBe(true);
    pairWorks(first.vars.VAPID_PUBLIC_KEY!, first.vars.VAPID_PRIVATE_KEY!);
    expect(first.vars.VAPID_SUBJECT).toMatch(/^mailto:/);
    const second = await devVapidVars({ ...paths, env: {} });
    expect(second).toEqual({ vars: first.vars, source: "kept" });
  });

  it("makes none when the environment sets a pair, and passes that one on", async () => {
    const paths = fresh();
    const env = { VAPID_PUBLIC_KEY: "pub", VAPID_PRIVATE_KEY: "priv", VAPID_SUBJECT: "mailto:me@example.org" };
    expect(await devVapidVars({ ...paths, env })).toEqual({ vars: env, source: "env" });
    expect(existsSync(`${paths.dbFile}.vapid.json`)).toBe(false);
  });

  it("makes none when .dev.vars sets one (wrangler reads it), nor in production", async () => {
    const paths = fresh();
    writeFileSync(paths.devVarsFile, "VAPID_PUBLIC_KEY=abc\nVAPID_PRIVATE_KEY=def\n");
    expect(await devVapidVars({ ...paths, env: {} })).toEqual({ vars: {}, source: ".dev.vars" });
    const prod = fresh();
    expect(await devVapidVars({ ...prod, env: { ENVIRONMENT: "production" } })).toEqual({ vars: {}, source: "production" });
    expect(existsSync(`${paths.dbFile}.vapid.json`) || existsSync(`${prod.dbFile}.vapid.json`)).toBe(false);
    expect(readFileSync(paths.devVarsFile, "utf8")).toContain("VAPID_PUBLIC_KEY=abc");
  });
});
