// /jobs/post: a signed-in local employer posts a job. Every post is reviewed before it is listed; Basic is free,
// Featured goes through /checkout and is pinned for 14 days once approved (docs/decisions/jobs.md).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { z } from "zod";
import { StatusButton } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { Field, SelectField, TextareaField, useValidationText } from "~/components/forms";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { peopleWroteLang } from "~/lib/i18n/plain";
import { EMPLOYMENT_TYPES, EXPERIENCE_LEVELS, localJobSchema } from "~/lib/jobs";
import { checkoutUrl, formatCents, JOB_POST_TIERS, requirePrice } from "~/lib/prices";
import { flash } from "~/lib/toast.server";
import { createLocalJob, listJobCategories } from "~/models/jobs.server";
import { requireUser } from "~/services/auth.server";
import { takeDraft } from "~/services/drafts.server";

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
    return json(submission.reply({ fieldErrors: { categoryId: ["Unknown category"] } }), { status: 400 });
  }
  const created = await createLocalJob(context.db, user.id, submission.value, context.now());
  if (created.needsPayment) return redirect(checkoutUrl("job-featured", created.id));
  flash(context, { title: "Job submitted for review", description: "We will list it once an admin has approved it." });
  return redirect("/account/jobs");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.m.title ?? "Post a Job" }];

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
        {m.backToJobs}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{m.title}</h1>
      <p className="mt-1 opacity-80">{m.lead}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-6">
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">{m.theJob}</legend>
          <Field label={m.jobTitle} required errors={fields.title.errors} {...getInputProps(fields.title, { type: "text" })} />
          <div className="grid gap-4 sm:grid-cols-3">
            <SelectField
              label={m.employmentType}
              required
              placeholder={m.choose}
              options={EMPLOYMENT_TYPES.map((t) => ({ value: t, label: m[t] }))}
              errors={fields.employmentType.errors}
              {...getSelectProps(fields.employmentType)}
            />
            <SelectField
              label={m.experienceLevel}
              placeholder={m.any}
              options={EXPERIENCE_LEVELS.map((t) => ({ value: t, label: m[t] }))}
              errors={fields.experienceLevel.errors}
              {...getSelectProps(fields.experienceLevel)}
            />
            <CategorySelect
              categories={data.categories}
              label={m.category}
              placeholder={m.choose}
              optionLang={peopleWroteLang(data.lang)}
              errors={fields.categoryId.errors}
              {...getSelectProps(fields.categoryId)}
            />
          </div>
          <TextareaField label={m.description} required rows={6} errors={fields.description.errors} {...getTextareaProps(fields.description)} />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={m.location}
              required
              hint={m.locationHint}
              errors={fields.location.errors}
              {...getInputProps(fields.location, { type: "text" })}
            />
            <Field label={m.streetAddress} errors={fields.address.errors} {...getInputProps(fields.address, { type: "text" })} />
            <Field label={m.salary} hint={m.salaryHint} errors={fields.salary.errors} {...getInputProps(fields.salary, { type: "text" })} />
            <Field label={m.skills} hint={m.skillsHint} errors={fields.skills.errors} {...getInputProps(fields.skills, { type: "text" })} />
          </div>
          <TextareaField label={m.requirements} rows={3} errors={fields.requirements.errors} {...getTextareaProps(fields.requirements)} />
          <TextareaField label={m.benefits} rows={3} errors={fields.benefits.errors} {...getTextareaProps(fields.benefits)} />
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">{m.company}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label={m.companyName} required errors={fields.company.errors} {...getInputProps(fields.company, { type: "text" })} />
            <Field label={m.companyWebsite} errors={fields.website.errors} {...getInputProps(fields.website, { type: "url" })} />
            <Field label={m.logoUrl} errors={fields.companyLogo.errors} {...getInputProps(fields.companyLogo, { type: "url" })} />
            <Field label={m.applyLink} errors={fields.applyUrl.errors} {...getInputProps(fields.applyUrl, { type: "url" })} />
            <Field label={m.applyEmail} errors={fields.applyEmail.errors} {...getInputProps(fields.applyEmail, { type: "email" })} />
            <Field label={m.applyPhone} errors={fields.applyPhone.errors} {...getInputProps(fields.applyPhone, { type: "tel" })} />
          </div>
          <p className="text-sm opacity-70">{m.applyNote}</p>
        </fieldset>

        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">{m.reviewerContact}</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={m.name} errors={fields.contactName.errors} {...getInputProps(fields.contactName, { type: "text" })} />
            <Field label={m.email} required errors={fields.contactEmail.errors} {...getInputProps(fields.contactEmail, { type: "email" })} />
            <Field label={m.phone} errors={fields.contactPhone.errors} {...getInputProps(fields.contactPhone, { type: "tel" })} />
          </div>
        </fieldset>

        <fieldset>
          <legend className="text-lg font-semibold">{m.listing}</legend>
          <div className="mt-2 grid gap-3 sm:grid-cols-2">
            {(["basic", "featured"] as const).map((tier) => (
              <label
                key={tier}
                className="grid cursor-pointer grid-cols-[auto_1fr] gap-x-3 rounded-lg border border-border p-4 has-[:checked]:border-primary"
              >
                <input
                  type="radio"
                  name={fields.pricingTier.name}
                  value={tier}
                  defaultChecked={(fields.pricingTier.initialValue ?? "basic") === tier}
                />
                <span className="font-semibold">
                  {m[`tier_${tier}`]} · {data.prices[tier] ? formatCents(data.prices[tier]) : m.free}
                </span>
                <span className="col-start-2 text-sm opacity-80">{m[`blurb_${tier}`]}</span>
              </label>
            ))}
          </div>
          {fields.pricingTier.errors ? (
            <p className="mt-1 text-sm text-red-700" role="alert">
              {validationText(fields.pricingTier.errors[0])}
            </p>
          ) : null}
          <div className="mt-3 space-y-1 text-sm">
            <label className="flex items-center gap-2">
              <input type="checkbox" name={fields.includeInNewsletter.name} defaultChecked={fields.includeInNewsletter.initialValue === "on"} />{" "}
              {m.newsletter}
            </label>
            <label className="flex items-center gap-2">
              <input type="checkbox" name={fields.enableSocialMediaPost.name} defaultChecked={fields.enableSocialMediaPost.initialValue === "on"} />{" "}
              {m.social}
            </label>
            <label className="flex items-center gap-2">
              <input
                type="checkbox"
                name={fields.enablePushNotifications.name}
                defaultChecked={fields.enablePushNotifications.initialValue === "on"}
              />{" "}
              {m.notify}
            </label>
          </div>
        </fieldset>

        {form.errors ? (
          <p className="text-sm text-red-700" role="alert">
            {validationText(form.errors[0])}
          </p>
        ) : null}
        <StatusButton pending={submitting} pendingText={m.submitting}>
          {m.submit}
        </StatusButton>
      </Form>
    </section>
  );
}
