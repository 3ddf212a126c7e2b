// /mail/renew?token=…: the one-click renew link of an expiry reminder. GET only shows what will be renewed (mail
// scanners open links); the button POSTs, and the single-use token works once.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { formatTownDate } from "~/lib/dates";
import { flash } from "~/lib/toast.server";
import { findRenewToken, renewFromReminder } from "~/services/reminders.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const row = await findRenewToken(context, token);
  return json({ token: row ? token : null, kind: row?.purpose === "renew:job" ? "job post" : "classified ad" }, { status: row ? 200 : 410 });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const token = String((await request.formData()).get("token") ?? "").slice(0, 64);
  const renewed = await renewFromReminder(context, token);
  if (!renewed) return json({ error: "This renew link has already been used or has expired." }, { status: 410 });
  flash(context, { title: "Renewed", description: `Your listing now runs until ${formatTownDate(renewed.expiresAt, "MMMM d, yyyy")}.` });
  return redirect(renewed.kind === "job" ? "/account/jobs" : "/account/classifieds");
}

export const meta: MetaFunction = () => [{ title: "Renew your listing" }, { name: "robots", content: "noindex" }];

export default function Renew() {
  const { token, kind } = useLoaderData<typeof loader>();
  return (
    <section className="mx-auto max-w-lg py-8">
      <h1 className="text-2xl font-bold">Renew your listing</h1>
      {token ? (
        <Form method="post" className="mt-4">
          <input type="hidden" name="token" value={token} />
          <p>Renew your {kind} for 30 more days?</p>
          <Button className="mt-3">Renew for 30 days</Button>
        </Form>
      ) : (
        <p className="mt-4">
          This renew link has already been used or has expired. You can renew from{" "}
          <Link className="underline" to="/account">
            your account
          </Link>
          .
        </p>
      )}
    </section>
  );
}
