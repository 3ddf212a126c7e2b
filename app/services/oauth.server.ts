// Sign-in providers through arctic, chosen by environment: Google, GitHub, and any OpenID Connect provider.
import { CodeChallengeMethod, decodeIdToken, GitHub, Google, OAuth2Client, type OAuth2Tokens } from "arctic";
import { z } from "zod";
import type { AppEnv } from "~/lib/env.server";
import type { ProviderProfile } from "~/models/user.server";

export type ProviderId = "google" | "github" | "oidc";
export const PROVIDER_LABELS: Record<ProviderId, string> = {
  google: "Google",
  github: "GitHub",
  oidc: "Single sign-on",
};

export function configuredProviders(env: AppEnv): ProviderId[] {
  const ids: ProviderId[] = [];
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID) ids.push("oidc");
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) ids.push("google");
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) ids.push("github");
  return ids;
}

/** The development sign-in page: only when no provider is configured, and never in production. */
export function developmentSignInAllowed(env: AppEnv) {
  return env.ENVIRONMENT !== "production" && configuredProviders(env).length === 0;
}

export function callbackUrl(env: AppEnv, requestUrl: string, provider: ProviderId) {
  const base = env.SITE_URL ?? new URL(requestUrl).origin;
  return new URL(`/api/auth/callback/${provider}`, base).toString();
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

/** Where to send the browser, and what to remember in cookies until the callback. */
export async function startSignIn(env: AppEnv, provider: ProviderId, redirectUri: string, state: string, codeVerifier: string) {
  switch (provider) {
    case "google":
      return new Google(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, redirectUri).createAuthorizationURL(
        state,
        codeVerifier,
        ["openid", "email", "profile"],
      );
    case "github":
      return new GitHub(env.GITHUB_CLIENT_ID!, env.GITHUB_CLIENT_SECRET!, redirectUri).createAuthorizationURL(state, [
        "read:user",
        "user:email",
      ]);
    case "oidc": {
      const config = await discover(env.OIDC_ISSUER!);
      const client = new OAuth2Client(env.OIDC_CLIENT_ID!, env.OIDC_CLIENT_SECRET ?? null, redirectUri);
      return client.createAuthorizationURLWithPKCE(
        config.authorization_endpoint,
        state,
        CodeChallengeMethod.S256,
        codeVerifier,
        ["openid", "email", "profile"],
      );
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
      const tokens = await new Google(env.GOOGLE_CLIENT_ID!, env.GOOGLE_CLIENT_SECRET!, redirectUri).validateAuthorizationCode(
        code,
        codeVerifier,
      );
      return profileFromClaims(decodeIdToken(tokens.idToken()));
    }
    case "github": {
      const tokens = await new GitHub(env.GITHUB_CLIENT_ID!, env.GITHUB_CLIENT_SECRET!, redirectUri).validateAuthorizationCode(code);
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
      const config = await discover(env.OIDC_ISSUER!);
      const client = new OAuth2Client(env.OIDC_CLIENT_ID!, env.OIDC_CLIENT_SECRET ?? null, redirectUri);
      const tokens: OAuth2Tokens = await client.validateAuthorizationCode(config.token_endpoint, code, codeVerifier);
      if (config.userinfo_endpoint) return profileFromClaims(await getJson(config.userinfo_endpoint, tokens.accessToken()));
      return profileFromClaims(decodeIdToken(tokens.idToken()));
    }
  }
}
