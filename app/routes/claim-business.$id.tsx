// /claim-business/{id}: a member asks to become the verified owner; an admin reviews (part 2 §2, §5).
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { StatusButton, useIsPending } from "~/components/button";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { notFoundBoundary, notFoundTitle } from "~/components/not-found";
import { Link } from "~/components/site-link";
import { showToast, useActionToast } from "~/components/toaster";
import { WrittenValue } from "~/components/written-value";
import { BUSINESS_ROLES, claimSchema } from "~/lib/business";
import { apiMessage, notFoundPanel } from "~/lib/http.server";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { labelOf, tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { HOLE, peopleWroteLang, plain } from "~/lib/i18n/plain";
import { formatPhone } from "~/lib/phone";
import type { Toast } from "~/lib/toast";
import { failureToast, flash, formatToast, type ToastMessage } from "~/lib/toast.server";
import { getBusiness, isClaimable } from "~/models/businesses.server";
import { submitClaim } from "~/models/claims.server";
import { requireUser } from "~/services/auth.server";
import { takeDraft } from "~/services/drafts.server";

/** The claimant's roles' names. */
const ROLE_WORDS = {
  Owner: /*i18n*/ { id: "postBusiness.role_Owner", message: "Owner" },
  "Co-owner": /*i18n*/ { id: "postBusiness.role_Co-owner", message: "Co-owner" },
  Manager: /*i18n*/ { id: "postBusiness.role_Manager", message: "Manager" },
  "Authorized representative": /*i18n*/ { id: "postBusiness.role_Authorized representative", message: "Authorized representative" },
} as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  // An unknown business is a 404, as on its page, before sign-in: whether a business exists is no secret.
  const id = /^\d+$/.test(params.id ?? "") ? Number(params.id) : null;
  const business = id ? await getBusiness(context.db, id) : null;
  if (!business) notFoundPanel(context.lang, "business");
  await requireUser(request, context);
  const words = { lang: context.lang, m: messagesFor(context.lang, "postBusiness") };
  if (!isClaimable(business) && business.claimStatus !== "pending")
    return json({ ...words, state: "claimed" as const, business: { id: business.id, name: business.name } });
  return json({
    validation: validationFor(context.lang, "businesses"),
    ...words,
    state: "form" as const,
    business: { id: business.id, name: business.name, address: business.address, phone: business.phone, categoryName: business.categoryName },
    draft: await takeDraft(request, context),
    // The toast the browser shows when its own check finds missing fields, in the reader's language.
    missingInformation: formatToast(context.lang, MISSING_INFORMATION),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, { keepDraft: true });
  const submission = parseWithZod(await request.formData(), { schema: claimSchema });
  if (submission.status !== "success") {
    const toast = failureToast(context, MISSING_INFORMATION);
    return json({ ...submission.reply(), toast }, { status: 400 });
  }
  const result = await submitClaim(context.db, Number(params.id), user, submission.value, context.now());
  if (!result.ok) {
    const toast = failureToast(context, {
      title: /*i18n*/ { id: "toasts.Claim Failed", message: "Claim Failed" },
      description:
        result.status === 409
          ? apiMessage(result.message)
          : /*i18n*/ { id: "toasts.Failed to submit business claim", message: "Failed to submit business claim" },
      variant: "destructive",
    });
    return json({ ...submission.reply(), toast }, { status: result.status });
  }
  flash(context, {
    title: /*i18n*/ { id: "toasts.Claim Submitted", message: "Claim Submitted" },
    description: /*i18n*/ { id: "toasts.We will review your claim within 24-48 hours.", message: "We will review your claim within 24-48 hours." },
  });
  return redirect("/directory");
}

const MISSING_INFORMATION: ToastMessage = {
  title: /*i18n*/ { id: "toasts.Missing Information", message: "Missing Information" },
  description: /*i18n*/ { id: "validation.Please fill in all required fields.", message: "Please fill in all required fields." },
  variant: "destructive",
};

export const meta: MetaFunction<typeof loader> = ({ data, error }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "postBusiness.claimMeta", message: "Claim a Business" }) : notFoundTitle(error, "Claim a Business") },
  { name: "robots", content: "noindex" },
];

function ClaimForm({
  draft,
  m,
  missingInformation,
}: {
  draft: SubmissionResult<string[]> | null;
  m: Messages<"postBusiness">;
  missingInformation: Toast | null;
}) {
  const actionResult = useActionData<typeof action>();
  const lastResult = actionResult ?? draft;
  const pending = useIsPending();
  const [form, fields] = useForm<z.input<typeof claimSchema>>({
    id: "claim",
    lastResult,
    constraint: getZodConstraint(claimSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: claimSchema }),
  });
  useActionToast(lastResult);
  const formProps = getFormProps(form);
  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        // The browser's check found missing fields: the same toast as the server's (which never sees this submit).
        if (event.defaultPrevented && missingInformation) showToast(missingInformation);
      }}
      className="space-y-4"
    >
      <SelectField
        label={tr(m, /*i18n*/ { id: "postBusiness.yourRole", message: "Your role" })}
        required
        placeholder={tr(m, /*i18n*/ { id: "postBusiness.selectRole", message: "Select your role" })}
        options={BUSINESS_ROLES.map((r) => ({ value: r, label: labelOf((d) => tr(m, d), ROLE_WORDS, r) }))}
        errors={fields.businessRole.errors}
        {...getSelectProps(fields.businessRole)}
      />
      <Field
        label={tr(m, /*i18n*/ { id: "postBusiness.contactPhone", message: "Contact phone" })}
        required
        errors={fields.contactPhone.errors}
        {...getInputProps(fields.contactPhone, { type: "tel" })}
      />
      <Field
        label={tr(m, /*i18n*/ { id: "postBusiness.businessEmail", message: "Business email" })}
        errors={fields.businessEmail.errors}
        {...getInputProps(fields.businessEmail, { type: "email" })}
      />
      <TextareaField
        label={tr(m, /*i18n*/ { id: "postBusiness.verify", message: "How can we verify you run this business?" })}
        required
        rows={4}
        errors={fields.verificationMessage.errors}
        {...getTextareaProps(fields.verificationMessage)}
      />
      <TextareaField
        label={tr(m, /*i18n*/ { id: "postBusiness.additionalInfo", message: "Additional information" })}
        rows={3}
        errors={fields.additionalInfo.errors}
        {...getTextareaProps(fields.additionalInfo)}
      />
      <StatusButton pending={pending} pendingText={tr(m, /*i18n*/ { id: "postBusiness.submitting", message: "Submitting..." })}>
        {tr(m, /*i18n*/ { id: "postBusiness.submitClaim", message: "Submit Claim" })}
      </StatusButton>
    </Form>
  );
}

export default function ClaimBusiness() {
  const data = useLoaderData<typeof loader>();
  const { m } = data;
  const wrote = peopleWroteLang(data.lang);
  if (data.state === "claimed") {
    return (
      <section className="mx-auto max-w-xl py-16 text-center">
        <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "postBusiness.claimedTitle", message: "Business Already Claimed" })}</h1>
        <p className="mt-2 opacity-80">
          <WrittenValue
            message={plain<"postBusiness">(m)(
              /*i18n*/ {
                id: "postBusiness.claimedText",
                message: "{name} already has a verified owner. If you think this is a mistake, contact support.",
              },
              { name: HOLE },
            )}
            lang={wrote}
          >
            {data.business.name}
          </WrittenValue>
        </p>
        <Link to="/directory" className="mt-6 inline-block rounded bg-primary px-4 py-2 text-primary-foreground">
          {tr(m, /*i18n*/ { id: "postBusiness.backToDirectoryButton", message: "Back to Directory" })}
        </Link>
      </section>
    );
  }
  const b = data.business;
  return (
    <section className="mx-auto grid max-w-4xl gap-8 md:grid-cols-[16rem_1fr]">
      <aside className="rounded-lg border border-border p-4">
        <p className="text-xs uppercase opacity-70">
          {b.categoryName ? <span lang={wrote}>{b.categoryName}</span> : tr(m, /*i18n*/ { id: "postBusiness.general", message: "General" })}
        </p>
        <h2 className="mt-1 text-lg font-semibold" lang={wrote}>
          {b.name}
        </h2>
        {b.address ? (
          <p className="mt-1 text-sm" lang={wrote}>
            {b.address}
          </p>
        ) : null}
        {b.phone ? <p className="text-sm">{formatPhone(b.phone)}</p> : null}
      </aside>
      <div>
        <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "postBusiness.claimTitle", message: "Claim This Business" })}</h1>
        <p className="mt-1 mb-6 opacity-80">
          {tr(
            m,
            /*i18n*/ {
              id: "postBusiness.claimLead",
              message: "Tell us who you are. We review claims within 24-48 hours; once approved you can edit the listing.",
            },
          )}
        </p>
        <ClaimForm draft={data.draft} m={m} missingInformation={data.missingInformation} />
      </div>
    </section>
  );
}

export const ErrorBoundary = notFoundBoundary(
  "Business Not Found",
  "The business you're looking for doesn't exist or has been removed.",
  "/directory",
  "Back to Directory",
);
