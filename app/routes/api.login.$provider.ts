// Starts the authorization-code flow: state (and PKCE verifier) in short-lived cookies, then off to the provider.
import { redirect } from "@remix-run/cloudflare";
import { generateCodeVerifier, generateState } from "arctic";
import { serializeCookie } from "~/lib/cookies.server";
import { notFound } from "~/lib/http.server";
import { safeReturnTo } from "~/lib/return-to";
import { apiLoader } from "~/services/api.server";
import { callbackUrl, configuredProviders, startSignIn, type ProviderId } from "~/services/oauth.server";

export const OAUTH_COOKIE_PATH = "/api/auth";
const TEN_MINUTES = 600;

export const loader = apiLoader({}, async ({ request, params, context }) => {
  const provider = params.provider as ProviderId;
  if (!configuredProviders(context.env).includes(provider)) {
    notFound();
  }
  const returnTo = safeReturnTo(new URL(request.url).searchParams.get("returnTo"));
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const url = await startSignIn(context.env, provider, callbackUrl(context.siteUrl, provider), state, codeVerifier);
  const options = { maxAge: TEN_MINUTES, path: OAUTH_COOKIE_PATH };
  context.responseCookies.push(
    serializeCookie("oauth_state", state, options),
    serializeCookie("oauth_verifier", codeVerifier, options),
    serializeCookie("oauth_return", returnTo, options),
  );
  return redirect(url.toString());
});
