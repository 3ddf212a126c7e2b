// The provider sends the browser back here with ?code&state. The state must match our cookie; the code is
// exchanged once (a replayed code is refused by the provider).
import { json, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { clearCookie, readCookie } from "~/lib/cookies.server";
import { notFound } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { safeReturnTo } from "~/lib/return-to";
import { InactiveUserError, upsertUserFromProfile } from "~/models/user.server";
import { callbackUrl, configuredProviders, finishSignIn, type ProviderId } from "~/services/oauth.server";
import { completeSignIn } from "~/services/sign-in.server";
import { OAUTH_COOKIE_PATH } from "./api.login.$provider";

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const provider = params.provider as ProviderId;
  if (!configuredProviders(context.env).includes(provider)) {
    notFound();
  }
  const m = messagesFor(context.lang, "session");
  const url = new URL(request.url);
  const code = url.searchParams.get("code");
  const state = url.searchParams.get("state");
  const storedState = readCookie(request, "oauth_state");
  const codeVerifier = readCookie(request, "oauth_verifier") ?? "";
  const returnTo = safeReturnTo(readCookie(request, "oauth_return"));
  for (const name of ["oauth_state", "oauth_verifier", "oauth_return"]) {
    context.responseCookies.push(clearCookie(name, OAUTH_COOKIE_PATH));
  }
  if (!code || !state || !storedState || state !== storedState) {
    return json(
      { message: tr(m, /*i18n*/ { id: "session.notMatched", message: "Sign-in failed: the request did not match. Please try again." }), m },
      { status: 400 },
    );
  }
  try {
    const profile = await finishSignIn(context.env, provider, callbackUrl(context.siteUrl, provider), code, codeVerifier);
    const user = await upsertUserFromProfile(context.db, profile, {
      adminEmails: context.env.ADMIN_EMAILS,
      now: context.now(),
    });
    return await completeSignIn(context, user, returnTo);
  } catch (e) {
    if (e instanceof InactiveUserError)
      return json(
        {
          message: tr(
            m,
            /*i18n*/ { id: "session.inactive", message: "This account has been deactivated. Please contact support if you think this is a mistake." },
          ),
          m,
        },
        { status: 403 },
      );
    console.error("sign-in failed", e);
    return json({ message: tr(m, /*i18n*/ { id: "session.failed", message: "Sign-in failed. Please try again." }), m }, { status: 400 });
  }
}

export default function SignInFailed() {
  const data = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">{tr(data.m, /*i18n*/ { id: "session.signInFailed", message: "Sign-in failed" })}</h1>
      <p className="mt-4" role="alert">
        {data.message}
      </p>
      <a href="/api/login" className="mt-6 inline-block rounded bg-primary px-4 py-2 text-primary-foreground">
        {tr(data.m, /*i18n*/ { id: "session.tryAgain", message: "Try again" })}
      </a>
    </section>
  );
}
