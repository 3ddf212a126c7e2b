// /saved-searches: "Alert me" posts here from /classifieds, /jobs and /events (issue 32 §2). A visitor's alert waits for
// its mailed confirm link (double opt-in); a member's own address is saved at once. Success goes back to the page
// (303) with a toast that reads the same whether or not a mail went (issue 41 §3); an error renders here (400, and 409
// for a member's own address at its limit).
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { Field, useValidationText } from "~/components/forms";
import { Link } from "~/components/site-link";
import { email } from "~/lib/fields";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { plain } from "~/lib/i18n/plain";
import { rule } from "~/lib/i18n/rule";
import {
  ALERT_SAVED,
  ALERT_SENT,
  MAX_ALERTS_PER_ADDRESS,
  SAVED_SEARCH_KINDS,
  alertPagePath,
  normaliseAlertQuery,
  type SavedSearchKind,
} from "~/lib/saved-search";
import { HONEYPOT, isHoneypotFilled } from "~/lib/support";
import { flash } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { getUser } from "~/services/auth.server";
import { alertDescriber, requestAlert } from "~/services/saved-searches.server";

const alertSchema = z
  .object({
    email: email(),
    kind: z.enum(SAVED_SEARCH_KINDS, { message: "Unknown list" }),
    // The page's query string; normaliseAlertQuery keeps only the filters that page reads, as it reads them.
    query: z
      .string()
      .max(2000, rule(/*i18n*/ { id: "validation.That search is too long", message: "That search is too long" }))
      .default(""),
  })
  .refine((v) => v.kind !== "search" || new URLSearchParams(normaliseAlertQuery("search", v.query)).has("q"), {
    message: rule(/*i18n*/ { id: "validation.Type something to search for", message: "Type something to search for" }),
    path: ["query"],
  });

/** The search a GET shows (a link back from an error): a known kind, its query normalised. */
function searchOf(params: URLSearchParams): { kind: SavedSearchKind; query: string } {
  const kind = SAVED_SEARCH_KINDS.find((k) => k === params.get("kind")) ?? "classifieds";
  return { kind, query: normaliseAlertQuery(kind, (params.get("query") ?? "").slice(0, 2000)) };
}

/** The search and its words in the reader's language. */
async function described(context: LoaderFunctionArgs["context"], search: { kind: SavedSearchKind; query: string }) {
  return { ...search, what: (await alertDescriber(context, context.lang, [search]))(search.kind, search.query) };
}

/** The query's refusals (a hidden field, shown by hand above the form) by their English, as the schema writes them. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return json({
    ...(await described(context, searchOf(new URL(request.url).searchParams))),
    m: messagesFor(context.lang, "alertPages"),
    validation: validationFor(context.lang, "alerts"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  const asked = searchOf(
    new URLSearchParams({ kind: String(formData.get("kind") ?? ""), query: String(formData.get("query") ?? "").slice(0, 2000) }),
  );
  const back = alertPagePath(asked.kind, asked.query);
  if (isHoneypotFilled(formData.get(HONEYPOT))) {
    flash(context, {
      title: /*i18n*/ { id: "toasts.Check your mail", message: "Check your mail" },
      description: /*i18n*/ {
        id: "toasts.Thanks! If this address can get alerts, a mail with a link to confirm this alert is on its way. Nothing is sent until you confirm.",
        message: "Thanks! If this address can get alerts, a mail with a link to confirm this alert is on its way. Nothing is sent until you confirm.",
      },
    });
    return redirect(back, 303);
  }
  const submission = parseWithZod(formData, { schema: alertSchema });
  const search = await described(context, asked);
  if (submission.status !== "success") return json({ ...submission.reply(), limit: null, search }, { status: 400 });
  const user = await getUser(context);
  const result = await requestAlert(context, {
    email: submission.value.email,
    kind: submission.value.kind,
    query: submission.value.query,
    member: user ? { id: user.id, email: user.email } : null,
    lang: context.lang,
  });
  if (result === "limit") return json({ ...submission.reply(), limit: MAX_ALERTS_PER_ADDRESS, search }, { status: 409 });
  flash(
    context,
    result === "saved"
      ? { title: /*i18n*/ { id: "toasts.Alert saved", message: "Alert saved" }, description: ALERT_SAVED }
      : { title: /*i18n*/ { id: "toasts.Check your mail", message: "Check your mail" }, description: ALERT_SENT },
  );
  return redirect(back, 303);
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "alertPages.title", message: "Alert me" }) : "Alert me" },
  { name: "robots", content: "noindex" },
];

export default function SaveAlert() {
  const loaded = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  // After a refused post the URL has no search in it: the action sends back the one it was given.
  const { kind, query, what } = result?.search ?? loaded;
  const { m } = loaded;
  const t = plain<"alertPages">(m);
  const validationText = useValidationText();
  const back = alertPagePath(kind, query);
  const [form, fields] = useForm({
    id: "saved-search",
    lastResult: result,
    constraint: getZodConstraint(alertSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: alertSchema }),
  });
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "alertPages.title", message: "Alert me" })}</h1>
      {result?.limit ? (
        <p role="alert" className="rounded border border-red-600 p-4 text-red-700">
          {t(
            /*i18n*/ {
              id: "alertPages.limit",
              message: "An address can have at most {max} alerts. Stop one from the link in its mail before adding another.",
            },
            { max: result.limit },
          )}
        </p>
      ) : null}
      {fields.query.errors?.length ? (
        // The search itself is refused (a /search alert without text): it is a hidden field, so the message shows here.
        <p role="alert" className="rounded border border-red-600 p-4 text-red-700">
          {fields.query.errors.map(validationText).join(" ")}
        </p>
      ) : null}
      <p>{t(/*i18n*/ { id: "alertPages.lead", message: "A mail a day with what is new for this search: {what}." }, { what })}</p>
      <Form method="post" action="/saved-searches" {...getFormProps(form)} className="space-y-4">
        <input type="hidden" name="kind" value={kind} />
        <input type="hidden" name="query" value={query} />
        <Field
          label={tr(m, /*i18n*/ { id: "alertPages.email", message: "Email" })}
          required
          errors={fields.email.errors}
          {...getInputProps(fields.email, { type: "email" })}
          autoComplete="email"
        />
        <Button>{tr(m, /*i18n*/ { id: "alertPages.save", message: "Save alert" })}</Button>
      </Form>
      <p>
        <Link to={back} className="text-primary underline">
          {tr(m, /*i18n*/ { id: "alertPages.back", message: "Back to the list" })}
        </Link>
      </p>
    </section>
  );
}
