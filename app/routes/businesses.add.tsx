// /businesses/add: basic form → premium offer → success (or checkout). Each step is a server state in the URL,
// so the flow works without JavaScript.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { Button, StatusButton, useIsPending } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { Field, TextareaField } from "~/components/forms";
import { PictureInput } from "~/components/picture";
import { Link } from "~/components/site-link";
import { useActionToast } from "~/components/toaster";
import { WrittenValue } from "~/components/written-value";
import { addBusinessSchema, MAX_GALLERY_PHOTOS } from "~/lib/business";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { HOLE, peopleWroteLang, plain } from "~/lib/i18n/plain";
import { formatCents, requirePrice } from "~/lib/prices";
import { failureToast } from "~/lib/toast.server";
import { addBusiness, getBusinessCategory, getOwnedBusiness, listBusinessCategories } from "~/models/businesses.server";
import { requireUser } from "~/services/auth.server";
import { takeDraft } from "~/services/drafts.server";
import { attachUploads, filesFrom, saveUploads } from "~/services/uploads.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  businessName: /*i18n*/ { id: "postBusiness.businessName", message: "Business Name" },
  description: /*i18n*/ { id: "postBusiness.description", message: "Description" },
  category: /*i18n*/ { id: "postBusiness.category", message: "Category" },
  selectCategory: /*i18n*/ { id: "postBusiness.selectCategory", message: "Select a category" },
  address: /*i18n*/ { id: "postBusiness.address", message: "Address" },
  phone: /*i18n*/ { id: "postBusiness.phone", message: "Phone" },
  email: /*i18n*/ { id: "postBusiness.email", message: "Email" },
  website: /*i18n*/ { id: "postBusiness.website", message: "Website" },
  logo: /*i18n*/ { id: "postBusiness.logo", message: "Logo" },
  pictureHint: /*i18n*/ { id: "postBusiness.pictureHint", message: "JPG, PNG, GIF or WebP, under 10MB." },
  gallery: /*i18n*/ { id: "postBusiness.gallery", message: "Gallery photos (up to {max})" },
  photosAlt: /*i18n*/ { id: "postBusiness.photosAlt", message: "Describe the photos (alt text)" },
  altPlaceholder: /*i18n*/ { id: "postBusiness.altPlaceholder", message: "Defaults to the title" },
  adding: /*i18n*/ { id: "postBusiness.adding", message: "Adding..." },
  addBusiness: /*i18n*/ { id: "postBusiness.addBusiness", message: "Add Business" },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const step = url.searchParams.get("step");
  const id = Number(url.searchParams.get("id"));
  if ((step === "offer" || step === "success") && Number.isInteger(id) && id > 0) {
    const business = await getOwnedBusiness(context.db, id, user.id);
    if (business)
      return json({
        step,
        lang: context.lang,
        m: messagesFor(context.lang, "postBusiness"),
        business: { id: business.id, name: business.name },
        categories: [] as { id: number; name: string }[],
        premiumCents: requirePrice("business").amountCents,
      });
  }
  return json({
    validation: validationFor(context.lang, "businesses", "pictures"),
    step: "basic" as const,
    lang: context.lang,
    m: messagesFor(context.lang, "postBusiness"),
    business: null,
    categories: await listBusinessCategories(context.db),
    premiumCents: requirePrice("business").amountCents,
    draft: await takeDraft(request, context),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, { keepDraft: true });
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: addBusinessSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  if (!(await getBusinessCategory(context.db, submission.value.categoryId))) {
    return json(submission.reply({ fieldErrors: { categoryId: ["Category is required"] } }), { status: 400 });
  }
  const name = submission.value.name;
  const logo = await saveUploads(context, filesFrom(form, "logo"), { ownerId: user.id, alt: `${name} logo`, max: 1 });
  if (!logo.ok) return json(submission.reply({ fieldErrors: { logo: [logo.message] } }), { status: 400 });
  const altText = form.get("photoAlt");
  const photos = await saveUploads(context, filesFrom(form, "photos"), {
    ownerId: user.id,
    alt: (typeof altText === "string" && altText.trim()) || name,
    max: MAX_GALLERY_PHOTOS,
  });
  if (!photos.ok) return json(submission.reply({ fieldErrors: { photos: [photos.message] } }), { status: 400 });
  try {
    const now = context.now();
    const id = await addBusiness(
      context.db,
      { ...submission.value, logoUrl: logo.uploads[0]?.url ?? null, imageUrls: photos.uploads.map((p) => p.url) },
      user,
      now,
    );
    await attachUploads(
      context.db,
      logo.uploads.map((u) => u.id),
      { kind: "business-logo", itemId: id, ownerId: user.id },
      now,
    );
    await attachUploads(
      context.db,
      photos.uploads.map((u) => u.id),
      { kind: "business-gallery", itemId: id, ownerId: user.id },
      now,
    );
    return redirect(`/businesses/add?step=offer&id=${id}`);
  } catch (error) {
    console.error("add business failed", error);
    const toast = failureToast(context, {
      title: /*i18n*/ { id: "toasts.Error", message: "Error" },
      description: /*i18n*/ { id: "toasts.Failed to add business", message: "Failed to add business" },
      variant: "destructive",
    });
    return json({ ...submission.reply(), toast }, { status: 500 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "postBusiness.addTitle", message: "Add Your Business" }) : "Add Your Business" },
];

function BasicStep({
  categories,
  draft,
  m,
  optionLang,
}: {
  categories: { id: number; name: string }[];
  draft: SubmissionResult<string[]> | null;
  m: Messages<"postBusiness">;
  optionLang: string | undefined;
}) {
  const t = plain<"postBusiness">(m);
  const actionResult = useActionData<typeof action>();
  const lastResult = actionResult ?? draft;
  const pending = useIsPending();
  const [form, fields] = useForm<z.input<typeof addBusinessSchema>>({
    id: "add-business",
    lastResult,
    constraint: getZodConstraint(addBusinessSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addBusinessSchema }),
  });
  useActionToast(lastResult);
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-4">
      <Field label={tr(m, WORDS.businessName)} required errors={fields.name.errors} {...getInputProps(fields.name, { type: "text" })} />
      <TextareaField
        label={tr(m, WORDS.description)}
        required
        rows={4}
        errors={fields.description.errors}
        {...getTextareaProps(fields.description)}
      />
      <CategorySelect
        categories={categories}
        required
        label={tr(m, WORDS.category)}
        placeholder={tr(m, WORDS.selectCategory)}
        optionLang={optionLang}
        errors={fields.categoryId.errors}
        {...getSelectProps(fields.categoryId)}
      />
      <Field label={tr(m, WORDS.address)} required errors={fields.address.errors} {...getInputProps(fields.address, { type: "text" })} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field label={tr(m, WORDS.phone)} errors={fields.phone.errors} {...getInputProps(fields.phone, { type: "tel" })} />
        <Field label={tr(m, WORDS.email)} errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} />
        <Field label={tr(m, WORDS.website)} errors={fields.website.errors} inputMode="url" {...getInputProps(fields.website, { type: "text" })} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <PictureInput label={tr(m, WORDS.logo)} name="logo" errors={lastResult?.error?.logo} hint={tr(m, WORDS.pictureHint)} />
        <PictureInput
          label={t(WORDS.gallery, { max: MAX_GALLERY_PHOTOS })}
          name="photos"
          multiple
          errors={lastResult?.error?.photos}
          altName="photoAlt"
          altLabel={tr(m, WORDS.photosAlt)}
          altPlaceholder={tr(m, WORDS.altPlaceholder)}
          hint={tr(m, WORDS.pictureHint)}
        />
      </div>
      <StatusButton pending={pending} pendingText={tr(m, WORDS.adding)}>
        {tr(m, WORDS.addBusiness)}
      </StatusButton>
    </Form>
  );
}

export default function AddBusiness() {
  const data = useLoaderData<typeof loader>();
  const { m } = data;
  const t = plain<"postBusiness">(m);
  const wrote = peopleWroteLang(data.lang);
  if (data.step === "offer" && data.business) {
    return (
      <section className="mx-auto max-w-xl">
        <h1 className="text-2xl font-bold">
          <WrittenValue message={t(/*i18n*/ { id: "postBusiness.listed", message: "{name} is listed!" }, { name: HOLE })} lang={wrote}>
            {data.business.name}
          </WrittenValue>
        </h1>
        <div className="mt-6 rounded-lg border-2 border-accent p-5">
          <h2 className="text-xl font-semibold">{tr(m, /*i18n*/ { id: "postBusiness.upgradeTitle", message: "Upgrade to Premium" })}</h2>
          <p className="mt-2 opacity-80">
            {t(
              /*i18n*/ {
                id: "postBusiness.upgradeText",
                message: 'A Premium badge, a place among the featured businesses and the top of "Premium First" — {price} per month.',
              },
              { price: formatCents(data.premiumCents) },
            )}
          </p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post" action="/api/businesses/upgrade">
              <input type="hidden" name="businessId" value={data.business.id} />
              <Button>{tr(m, /*i18n*/ { id: "postBusiness.upgrade", message: "Upgrade to Premium" })}</Button>
            </Form>
            <Link to={`/businesses/add?step=success&id=${data.business.id}`} className="rounded border border-border px-4 py-2">
              {tr(m, /*i18n*/ { id: "postBusiness.keepFree", message: "Keep Free Listing" })}
            </Link>
          </div>
        </div>
      </section>
    );
  }
  if (data.step === "success" && data.business) {
    return (
      <section className="mx-auto max-w-xl text-center">
        <h1 className="text-2xl font-bold">{tr(m, /*i18n*/ { id: "postBusiness.addedTitle", message: "Your business has been added" })}</h1>
        <p className="mt-2 opacity-80">
          <WrittenValue
            message={t(/*i18n*/ { id: "postBusiness.addedText", message: "{name} now appears in the directory." }, { name: HOLE })}
            lang={wrote}
          >
            {data.business.name}
          </WrittenValue>
        </p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to={`/businesses/${data.business.id}`} className="rounded bg-primary px-4 py-2 text-primary-foreground">
            {tr(m, /*i18n*/ { id: "postBusiness.viewListing", message: "View your listing" })}
          </Link>
          <Link to="/directory" className="rounded border border-border px-4 py-2">
            {tr(m, /*i18n*/ { id: "postBusiness.backToDirectoryButton", message: "Back to Directory" })}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className="mx-auto max-w-2xl">
      <Link to="/directory" className="text-sm text-primary">
        {tr(m, /*i18n*/ { id: "postBusiness.backToDirectory", message: "← Back to Directory" })}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{tr(m, /*i18n*/ { id: "postBusiness.addTitle", message: "Add Your Business" })}</h1>
      <p className="mt-1 opacity-80">
        {tr(m, /*i18n*/ { id: "postBusiness.addLead", message: "Basic listings are free. You will be the listing's verified owner." })}
      </p>
      <BasicStep categories={data.categories} draft={"draft" in data ? data.draft : null} m={m} optionLang={wrote} />
    </section>
  );
}
