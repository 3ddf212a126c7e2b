// GET /api/login: sign-in by full-page navigation. With one provider configured it goes straight there; with
// several it offers a choice; with none, in development only, it shows the development sign-in page.
import { parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { optionalEmail, optionalText } from "~/lib/fields";
import { forbidden } from "~/lib/http.server";
import { compiledFor } from "~/lib/i18n/catalogue.server";
import { icu } from "~/lib/i18n/format";
import { rule } from "~/lib/i18n/rule";
import { displayName } from "~/lib/public-user";
import { safeReturnTo } from "~/lib/return-to";
import { z } from "~/lib/zod";
import { getUserById, InactiveUserError, listFirstUsers, upsertUserFromProfile } from "~/models/user.server";
import { getUser } from "~/services/auth.server";
import { configuredProviders, developmentSignInAllowed, PROVIDER_LABELS } from "~/services/oauth.server";
import { completeSignIn } from "~/services/sign-in.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  title: /*i18n*/ { id: "signIn.title", message: "Sign In" },
  continueWith: /*i18n*/ { id: "signIn.continueWith", message: "Continue with {provider}" },
  development: /*i18n*/ { id: "signIn.development", message: "Development sign-in." },
  developmentNote: /*i18n*/ {
    id: "signIn.developmentNote",
    message: "No sign-in provider is configured, so on this development server you can be any sample user. This page does not exist in production.",
  },
  signInAs: /*i18n*/ { id: "signIn.signInAs", message: "Sign in as {name}" },
  role_user: /*i18n*/ { id: "signIn.role_user", message: "user" },
  role_moderator: /*i18n*/ { id: "signIn.role_moderator", message: "moderator" },
  role_admin: /*i18n*/ { id: "signIn.role_admin", message: "admin" },
  newMember: /*i18n*/ { id: "signIn.newMember", message: "Or become a new member with any e-mail address" },
  continue: /*i18n*/ { id: "signIn.continue", message: "Continue" },
} as const;

const devSignInSchema = z.object({
  returnTo: optionalText(2000),
  userId: optionalText(100),
  email: optionalEmail("Please enter a valid email address"),
});

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const returnTo = safeReturnTo(url.searchParams.get("returnTo"));
  if (await getUser(context)) throw redirect(returnTo);
  const providers = configuredProviders(context.env);
  if (providers.length === 1) {
    throw redirect(`/api/login/${providers[0]}?returnTo=${encodeURIComponent(returnTo)}`);
  }
  if (providers.length > 1) {
    return json({ mode: "choose" as const, returnTo, providers, users: [], lang: context.lang, messages: compiledFor(context.lang, "signIn") });
  }
  if (!developmentSignInAllowed(context.env)) {
    throw new Response("Sign-in is not configured", { status: 503, statusText: "Sign-in is not configured" });
  }
  const seeded = await listFirstUsers(context.db);
  return json({
    mode: "development" as const,
    returnTo,
    providers,
    users: seeded,
    lang: context.lang,
    messages: compiledFor(context.lang, "signIn"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  if (!developmentSignInAllowed(context.env)) {
    forbidden();
  }
  const submission = parseWithZod(await request.formData(), { schema: devSignInSchema });
  if (submission.status !== "success")
    return json(
      { error: rule(/*i18n*/ { id: "validation.Please enter a valid email address", message: "Please enter a valid email address" }) },
      { status: 400 },
    );
  const { userId, email } = submission.value;
  const returnTo = safeReturnTo(submission.value.returnTo);
  const now = context.now();
  try {
    const user = userId
      ? await getUserById(context.db, userId)
      : email
        ? await upsertUserFromProfile(context.db, { email }, { adminEmails: context.env.ADMIN_EMAILS, now })
        : null;
    if (!user) return json({ error: "Pick a user or enter an email address" }, { status: 400 });
    if (!user.isActive) throw new InactiveUserError();
    return completeSignIn(context, user, returnTo);
  } catch (e) {
    if (e instanceof InactiveUserError) return json({ error: e.message }, { status: 403 });
    throw e;
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? icu<"signIn">(data.lang, data.messages)(/*i18n*/ { id: "signIn.title", message: "Sign In" }) : "Sign In" },
  { name: "robots", content: "noindex" },
];

export default function SignIn() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const t = icu<"signIn">(data.lang, data.messages);
  if (data.mode === "choose") {
    return (
      <section className="mx-auto max-w-md py-10">
        <h1 className="text-2xl font-bold">{t(WORDS.title)}</h1>
        <ul className="mt-6 space-y-3">
          {data.providers.map((p) => (
            <li key={p}>
              <a
                className="block rounded border border-border px-4 py-2 text-center font-medium hover:bg-secondary"
                href={`/api/login/${p}?returnTo=${encodeURIComponent(data.returnTo)}`}
              >
                {t(WORDS.continueWith, { provider: PROVIDER_LABELS[p] })}
              </a>
            </li>
          ))}
        </ul>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-lg py-10">
      <p role="note" className="rounded border-2 border-dashed border-amber-500 bg-amber-50 p-3 text-sm text-amber-900">
        <strong>{t(WORDS.development)}</strong> {t(WORDS.developmentNote)}
      </p>
      <h1 className="mt-6 text-2xl font-bold">{t(WORDS.title)}</h1>
      {actionData?.error ? (
        <p role="alert" className="mt-4 rounded bg-red-50 p-3 text-red-800">
          {actionData.error}
        </p>
      ) : null}
      <Form method="post" className="mt-6 space-y-2">
        <input type="hidden" name="returnTo" value={data.returnTo} />
        {data.users.map((u) => (
          <Button
            key={u.id}
            variant="secondary"
            name="userId"
            value={u.id}
            className="flex w-full items-center justify-between text-left hover:bg-secondary"
          >
            <span>
              {t(WORDS.signInAs, { name: "" })}
              <span lang={data.lang === "en" ? undefined : "en"}>{displayName(u)}</span> <span className="text-sm opacity-70">({u.email})</span>
            </span>
            <span className="text-xs uppercase opacity-70">
              {t(
                (
                  {
                    user: WORDS.role_user,
                    moderator: WORDS.role_moderator,
                    admin: WORDS.role_admin,
                  } as const
                )[u.role],
              )}
            </span>
          </Button>
        ))}
      </Form>
      <Form method="post" className="mt-8 space-y-2">
        <input type="hidden" name="returnTo" value={data.returnTo} />
        <label htmlFor="dev-email" className="block font-medium">
          {t(WORDS.newMember)}
        </label>
        <div className="flex gap-2">
          <input id="dev-email" name="email" type="email" required className="flex-1 rounded border border-border px-3 py-2" />
          <Button>{t(WORDS.continue)}</Button>
        </div>
      </Form>
    </section>
  );
}
