// /warnings: the county's warnings by push or by mail (issue 42). The mail form on /alerts and /emergency posts here:
// with JavaScript as a fetcher (the answer shows where the form is), without it this page shows the answer, or the
// address's error with what was typed. A visitor gets a confirm mail (double opt-in); the answer is the same whether or
// not the address is known.
import { parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { WarningsOptIn, type WarningsMailResult } from "~/components/warnings-opt-in";
import { email } from "~/lib/fields";
import { formatMessage, validationFor } from "~/lib/i18n/catalogue.server";
import { HONEYPOT, isHoneypotFilled } from "~/lib/support";
import { z } from "~/lib/zod";
import { requestWarningsByMail, warningsOptInData } from "~/services/warning-mail.server";

const warningsMailSchema = z.object({ email: email() });

export async function loader({ context }: LoaderFunctionArgs) {
  return json({
    ...(await warningsOptInData(context)),
    title: formatMessage(context.lang, /*i18n*/ { id: "warnings.pageTitle", message: "Warnings by e-mail" }),
    validation: validationFor(context.lang, "account"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (isHoneypotFilled(formData.get(HONEYPOT))) return json<WarningsMailResult>({ sent: true });
  const submission = parseWithZod(formData, { schema: warningsMailSchema });
  if (submission.status !== "success") {
    const spanish = validationFor(context.lang, "account") ?? {};
    const errors = (submission.error?.email ?? []).map((m) => spanish[m] ?? m);
    return json<WarningsMailResult>({ sent: false, errors, email: String(formData.get("email") ?? "").slice(0, 254) }, { status: 400 });
  }
  await requestWarningsByMail(context, { email: submission.value.email, lang: context.lang });
  return json<WarningsMailResult>({ sent: true });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Warnings by e-mail" }];

export default function Warnings() {
  const { text, push, vapidPublicKey } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  return (
    <div className="mx-auto max-w-3xl">
      <WarningsOptIn vapidPublicKey={vapidPublicKey} push={push} text={text} result={result} headingLevel={1} />
    </div>
  );
}
