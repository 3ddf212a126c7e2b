// /jobs/post: a signed-in local employer posts a job. Every post is reviewed before it is listed; Basic is free,
// Featured goes through /checkout and is pinned for 14 days once approved (docs/decisions/jobs.md).
import { getFormProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { StatusButton } from "~/components/button";
import { useValidationText } from "~/components/forms";
import { Link } from "~/components/site-link";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import { peopleWroteLang } from "~/lib/i18n/plain";
import { rule } from "~/lib/i18n/rule";
import { localJobSchema } from "~/lib/jobs";
import { checkoutUrl, JOB_POST_TIERS, requirePrice } from "~/lib/prices";
import { flash } from "~/lib/toast.server";
import { createLocalJob, listJobCategories } from "~/models/jobs.server";
import { requireUser } from "~/services/auth.server";
import { takeDraft } from "~/services/drafts.server";
import { CompanyFieldset, ContactFieldset, JobFieldset, ListingFieldset } from "./fieldsets";

const tierPrice = (tier: keyof typeof JOB_POST_TIERS) => requirePrice(JOB_POST_TIERS[tier].priceType).amountCents;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const categories = await listJobCategories(context.db);
  return json({
    validation: validationFor(context.lang, "jobs"),
    lang: context.lang,
    m: messagesFor(context.lang, "postJob"),
    categories: categories.map((c) => ({ id: c.id, name: c.name })),
    contactEmail: user.email,
    contactName: [user.firstName, user.lastName].filter(Boolean).join(" "),
    prices: { basic: tierPrice("basic"), featured: tierPrice("featured") },
    draft: await takeDraft(request, context),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, { keepDraft: true });
  const submission = parseWithZod(await request.formData(), { schema: localJobSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const categoryId = submission.value.categoryId;
  if (categoryId !== null && !(await listJobCategories(context.db)).some((c) => c.id === categoryId)) {
    return json(
      submission.reply({ fieldErrors: { categoryId: [rule(/*i18n*/ { id: "validation.Unknown category", message: "Unknown category" })] } }),
      { status: 400 },
    );
  }
  const created = await createLocalJob(context.db, user.id, submission.value, context.now());
  if (created.needsPayment) return redirect(checkoutUrl("job-featured", created.id));
  flash(context, {
    title: /*i18n*/ { id: "toasts.Job submitted for review", message: "Job submitted for review" },
    description: /*i18n*/ { id: "toasts.We will list it once an admin has approved it.", message: "We will list it once an admin has approved it." },
  });
  return redirect("/account/jobs");
}

export default function PostJob() {
  const validationText = useValidationText();
  const data = useLoaderData<typeof loader>();
  const { m } = data;
  const actionResult = useActionData<typeof action>();
  const lastResult = actionResult ?? data.draft;
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof localJobSchema>>({
    id: "post-job",
    lastResult,
    constraint: getZodConstraint(localJobSchema),
    defaultValue: { contactEmail: data.contactEmail, contactName: data.contactName, pricingTier: "basic" },
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: localJobSchema }),
  });
  const submitting = navigation.state === "submitting";
  return (
    <section className="mx-auto max-w-3xl">
      <Link to="/jobs" className="text-sm text-primary">
        {tr(m, /*i18n*/ { id: "postJob.backToJobs", message: "← Back to Jobs" })}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{tr(m, /*i18n*/ { id: "postJob.title", message: "Post a Job" })}</h1>
      <p className="mt-1 opacity-80">
        {tr(m, /*i18n*/ { id: "postJob.lead", message: "For employers in and around town. Every post is reviewed before it appears." })}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
        <JobFieldset fields={fields} m={m} categories={data.categories} optionLang={peopleWroteLang(data.lang)} />

        <CompanyFieldset fields={fields} m={m} />

        <ContactFieldset fields={fields} m={m} />

        <ListingFieldset fields={fields} m={m} prices={data.prices} />

        {form.errors ? (
          <p className="text-sm text-red-700" role="alert">
            {form.errors.map(validationText).slice(0, 1)}
          </p>
        ) : null}
        <StatusButton pending={submitting} pendingText={tr(m, /*i18n*/ { id: "postJob.submitting", message: "Submitting…" })}>
          {tr(m, /*i18n*/ { id: "postJob.submit", message: "Submit for review" })}
        </StatusButton>
      </Form>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "postJob.title", message: "Post a Job" }) : "Post a Job" },
];
