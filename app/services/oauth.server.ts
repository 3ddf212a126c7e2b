// Sign-in providers through arctic, chosen by environment: Google, GitHub, and any OpenID Connect provider.
import { CodeChallengeMethod, decodeIdToken, GitHub, Google, OAuth2Client, type OAuth2Tokens } from "arctic";
import type { AppEnv } from "~/lib/env.server";
import { z } from "~/lib/zod";
import type { ProviderProfile } from "~/models/user.server";

export type ProviderId = "google" | "github" | "oidc";
export const PROVIDER_LABELS: Record<ProviderId, string> = {
  google: "Google",
  github: "GitHub",
  oidc: "Single sign-on",
};

type Credentials = { clientId: string; clientSecret: string };
type ProviderConfigs = {
  oidc?: { issuer: string; clientId: string; clientSecret: string | null };
  google?: Credentials;
  github?: Credentials;
};

/** Each provider's settings, present only when the environment configures it completely. */
function providerConfigs(env: AppEnv): ProviderConfigs {
  const { OIDC_ISSUER, OIDC_CLIENT_ID, GOOGLE_CLIENT_ID, GOOGLE_CLIENT_SECRET, GITHUB_CLIENT_ID, GITHUB_CLIENT_SECRET } = env;
  return {
    oidc: OIDC_ISSUER && OIDC_CLIENT_ID ? { issuer: OIDC_ISSUER, clientId: OIDC_CLIENT_ID, clientSecret: env.OIDC_CLIENT_SECRET ?? null } : undefined,
    google: GOOGLE_CLIENT_ID && GOOGLE_CLIENT_SECRET ? { clientId: GOOGLE_CLIENT_ID, clientSecret: GOOGLE_CLIENT_SECRET } : undefined,
    github: GITHUB_CLIENT_ID && GITHUB_CLIENT_SECRET ? { clientId: GITHUB_CLIENT_ID, clientSecret: GITHUB_CLIENT_SECRET } : undefined,
  };
}

function configOf<P extends ProviderId>(env: AppEnv, provider: P): NonNullable<ProviderConfigs[P]> {
  const config = providerConfigs(env)[provider];
  if (!config) throw new Error(`${provider} sign-in is not configured`);
  return config as NonNullable<ProviderConfigs[P]>;
}

export function configuredProviders(env: AppEnv): ProviderId[] {
  const configs = providerConfigs(env);
  return (["oidc", "google", "github"] as const).filter((id) => configs[id]);
}

/** The development sign-in page: only when no provider is configured, and never in production. */
export function developmentSignInAllowed(env: AppEnv) {
  return env.ENVIRONMENT !== "production" && configuredProviders(env).length === 0;
}

export function callbackUrl(siteUrl: string, provider: ProviderId) {
  return new URL(`/api/auth/callback/${provider}`, siteUrl).toString();
}

const discoverySchema = z.object({
  issuer: z.string(),
  authorization_endpoint: z.string().url(),
  token_endpoint: z.string().url(),
  userinfo_endpoint: z.string().url().optional(),
});

async function discover(issuer: string) {
  const url = `${issuer.replace(/\/$/, "")}/.well-known/openid-configuration`;
  const res = await fetch(url, { headers: { Accept: "application/json" } });
  if (!res.ok) throw new Error(`OpenID discovery failed: ${res.status}`);
  return discoverySchema.parse(await res.json());
}

function newGoogle(env: AppEnv, redirectUri: string) {
  const { clientId, clientSecret } = configOf(env, "google");
  return new Google(clientId, clientSecret, redirectUri);
}

function newGitHub(env: AppEnv, redirectUri: string) {
  const { clientId, clientSecret } = configOf(env, "github");
  return new GitHub(clientId, clientSecret, redirectUri);
}

/** Where to send the browser, and what to remember in cookies until the callback. */
export async function startSignIn(env: AppEnv, provider: ProviderId, redirectUri: string, state: string, codeVerifier: string) {
  switch (provider) {
    case "google":
      return newGoogle(env, redirectUri).createAuthorizationURL(state, codeVerifier, ["openid", "email", "profile"]);
    case "github":
      return newGitHub(env, redirectUri).createAuthorizationURL(state, ["read:user", "user:email"]);
    case "oidc": {
      const oidc = configOf(env, "oidc");
      const config = await discover(oidc.issuer);
      const client = new OAuth2Client(oidc.clientId, oidc.clientSecret, redirectUri);
      return client.createAuthorizationURLWithPKCE(config.authorization_endpoint, state, CodeChallengeMethod.S256, codeVerifier, [
        "openid",
        "email",
        "profile",
      ]);
    }
  }
}

const oidcClaims = z.object({
  sub: z.string(),
  email: z.string().email(),
  given_name: z.string().optional(),
  family_name: z.string().optional(),
  name: z.string().optional(),
  picture: z.string().url().optional(),
});

function profileFromClaims(claims: unknown): ProviderProfile {
  const c = oidcClaims.parse(claims);
  const [first, ...rest] = (c.name ?? "").split(" ");
  return {
    email: c.email,
    firstName: c.given_name ?? (first || null),
    lastName: c.family_name ?? (rest.join(" ") || null),
    profileImageUrl: c.picture ?? null,
  };
}

async function getJson(url: string, accessToken: string) {
  const res = await fetch(url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json", "User-Agent": "greenwood-hub" },
  });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return res.json();
}

/** Exchanges the authorization code and reads the member's e-mail, name and picture. */
export async function finishSignIn(
  env: AppEnv,
  provider: ProviderId,
  redirectUri: string,
  code: string,
  codeVerifier: string,
): Promise<ProviderProfile> {
  switch (provider) {
    case "google": {
      const tokens = await newGoogle(env, redirectUri).validateAuthorizationCode(code, codeVerifier);
      return profileFromClaims(decodeIdToken(tokens.idToken()));
    }
    case "github": {
      const tokens = await newGitHub(env, redirectUri).validateAuthorizationCode(code);
      const user = z
        .object({ name: z.string().nullable(), avatar_url: z.string().nullable(), email: z.string().nullable() })
        .parse(await getJson("https://api.github.com/user", tokens.accessToken()));
      const emails = z
        .array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }))
        .parse(await getJson("https://api.github.com/user/emails", tokens.accessToken()));
      const email = emails.find((e) => e.primary && e.verified)?.email ?? user.email;
      if (!email) throw new Error("GitHub gave no verified e-mail address");
      const [first, ...rest] = (user.name ?? "").split(" ");
      return { email, firstName: first || null, lastName: rest.join(" ") || null, profileImageUrl: user.avatar_url };
    }
    case "oidc": {
      const oidc = configOf(env, "oidc");
      const config = await discover(oidc.issuer);
      const client = new OAuth2Client(oidc.clientId, oidc.clientSecret, redirectUri);
      const tokens: OAuth2Tokens = await client.validateAuthorizationCode(config.token_endpoint, code, codeVerifier);
      if (config.userinfo_endpoint) return profileFromClaims(await getJson(config.userinfo_endpoint, tokens.accessToken()));
      return profileFromClaims(decodeIdToken(tokens.idToken()));
    }
  }
}
