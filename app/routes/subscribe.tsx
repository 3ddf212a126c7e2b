// /subscribe: the weekly letter without an account. The answer is the same whether or not the address is known; the
// mailed link opens /subscribe/confirm, whose button confirms with a POST (double opt-in).
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { StatusButton, useIsPending } from "~/components/button";
import { Field } from "~/components/forms";
import { LetterTopicsFieldset, topicLabels } from "~/components/letter-topics";
import { LetterWhen } from "~/components/letter-when";
import { email } from "~/lib/fields";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { LETTER_TOPICS, TOPICS_REQUIRED, parseTopics } from "~/lib/letter";
import { HONEYPOT, isHoneypotFilled } from "~/lib/support";
import { z } from "~/lib/zod";
import { letterTimetable, requestSubscription } from "~/services/letter.server";

const subscribeSchema = z.object({
  email: email(),
  topics: z.array(z.enum(LETTER_TOPICS), { required_error: TOPICS_REQUIRED }).min(1, TOPICS_REQUIRED),
});

export async function loader({ context }: LoaderFunctionArgs) {
  return json({
    validation: validationFor(context.lang, "account"),
    m: messagesFor(context.lang, "letterPages"),
    // When it comes (the schedule the cron follows, in the town's zone) and the latest issue as a sample.
    timetable: await letterTimetable(context),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (isHoneypotFilled(formData.get(HONEYPOT))) return json({ sent: true as const });
  const submission = parseWithZod(formData, { schema: subscribeSchema });
  if (submission.status !== "success") return json({ ...submission.reply(), sent: false as const }, { status: 400 });
  await requestSubscription(context, { email: submission.value.email, topics: parseTopics(submission.value.topics), lang: context.lang });
  return json({ sent: true as const });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  {
    title: data
      ? tr(data.m, /*i18n*/ { id: "letterPages.subscribeMetaTitle", message: "Subscribe to the weekly letter" })
      : "Subscribe to the weekly letter",
  },
  {
    name: "description",
    content:
      tr(
        data?.m,
        /*i18n*/ {
          id: "letterPages.subscribeMetaDescription",
          message: "The week's news, events, new businesses, classifieds and jobs in your inbox, once a week.",
        },
      ) ?? "",
  },
];

export default function Subscribe() {
  const { m, timetable } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const lastResult = result && "status" in result ? result : undefined;
  const pending = useIsPending({ formAction: "/subscribe" });
  const [form, fields] = useForm({
    id: "subscribe",
    lastResult,
    constraint: getZodConstraint(subscribeSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: subscribeSchema }),
  });
  return (
    <section className="mx-auto max-w-lg space-y-4 py-8">
      <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "letterPages.weeklyLetter", message: "The weekly letter" })}</h1>
      <p>
        {tr(
          m,
          /*i18n*/ {
            id: "letterPages.subscribeLead",
            message: "Once a week: the top news, the coming week's events, new businesses, classifieds and jobs near town. No account needed.",
          },
        )}
      </p>
      <LetterWhen timetable={timetable} m={m} />
      {result?.sent ? (
        <p role="status" className="rounded border border-border p-4">
          {tr(
            m,
            /*i18n*/ {
              id: "letterPages.sent",
              message: "Thanks! If this address can get our letter, a mail with a link to confirm is on its way. Nothing is sent until you confirm.",
            },
          )}
        </p>
      ) : (
        <Form method="post" action="/subscribe" {...getFormProps(form)} className="space-y-4">
          <Field
            label={tr(m, /*i18n*/ { id: "letterPages.email", message: "Email" })}
            required
            errors={fields.email.errors}
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
          />
          <LetterTopicsFieldset chosen={LETTER_TOPICS} errors={fields.topics.errors} labels={topicLabels(m)} />
          <div aria-hidden="true" className="hidden">
            <label>
              {tr(m, /*i18n*/ { id: "letterPages.leaveEmpty", message: "Leave this empty" })}{" "}
              <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
            </label>
          </div>
          <StatusButton pending={pending} pendingText={tr(m, /*i18n*/ { id: "letterPages.subscribing", message: "Subscribing..." })}>
            {tr(m, /*i18n*/ { id: "letterPages.subscribe", message: "Subscribe" })}
          </StatusButton>
        </Form>
      )}
    </section>
  );
}
