// Sign-out is a POST (no state changes on GET): the navigation's Sign Out button posts here. A plain GET of
// /api/logout (a bookmarked or typed link) shows a one-button page that posts.
import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { invalidateSession } from "~/models/session.server";
import { clearSessionCookie, getUser } from "~/services/auth.server";

export async function loader({ context }: LoaderFunctionArgs) {
  if (!(await getUser(context))) throw redirect("/");
  return { m: messagesFor(context.lang, "session") };
}

export async function action({ context }: ActionFunctionArgs) {
  const session = await context.session();
  if (session) await invalidateSession(context.db, session.sid);
  context.responseCookies.push(clearSessionCookie());
  return redirect("/");
}

export default function SignOut() {
  const { m } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-md py-16 text-center">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "session.signOutTitle", message: "Sign out?" })}</h1>
      <Form method="post" className="mt-6">
        <Button>{tr(m, /*i18n*/ { id: "session.signOut", message: "Sign Out" })}</Button>
      </Form>
    </section>
  );
}
