// The verified owner edits their listing, or an admin any listing (written to the audit log); the places import
// will not overwrite these fields afterwards.
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { StatusButton, useIsPending } from "~/components/button";
import { ErrorList, Field, TextareaField } from "~/components/forms";
import { Picture, PictureInput } from "~/components/picture";
import { Link } from "~/components/site-link";
import { WrittenValue } from "~/components/written-value";
import { DAYS, MAX_GALLERY_PHOTOS } from "~/lib/business";
import { breaksOneLine, CONTROL_CHAR_MESSAGE, hasControlChars, ONE_LINE_MESSAGE, optionalWebsite, parseId } from "~/lib/fields";
import { notFound } from "~/lib/http.server";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { HOLE, peopleWroteLang, plain, type T } from "~/lib/i18n/plain";
import { rule } from "~/lib/i18n/rule";
import { uploadIdFrom } from "~/lib/media";
import { websiteHref } from "~/lib/phone";
import { flash, toastMessage } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { recordAudit } from "~/models/audit.server";
import { getBusinessRow, getOwnedBusiness, updateBusinessAsAdmin, updateOwnedBusiness } from "~/models/businesses.server";
import { requireUser } from "~/services/auth.server";
import { takeDraft } from "~/services/drafts.server";
import { attachUploads, detachUploads, filesFrom, foreignPictures, FOREIGN_PICTURE_MESSAGE, saveUploads } from "~/services/uploads.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  backToBusinesses: /*i18n*/ { id: "postBusiness.backToBusinesses", message: "← Back to Businesses" },
  backToListing: /*i18n*/ { id: "postBusiness.backToListing", message: "← Back to the listing" },
  editTitle: /*i18n*/ { id: "postBusiness.editTitle", message: "Edit {name}" },
  about: /*i18n*/ { id: "postBusiness.about", message: "About" },
  phone: /*i18n*/ { id: "postBusiness.phone", message: "Phone" },
  email: /*i18n*/ { id: "postBusiness.email", message: "Email" },
  website: /*i18n*/ { id: "postBusiness.website", message: "Website" },
  logoUrl: /*i18n*/ { id: "postBusiness.logoUrl", message: "Logo URL" },
  logoUrlHint: /*i18n*/ { id: "postBusiness.logoUrlHint", message: "Or upload a logo below." },
  uploadLogo: /*i18n*/ { id: "postBusiness.uploadLogo", message: "Upload a logo" },
  pictureHint: /*i18n*/ { id: "postBusiness.pictureHint", message: "JPG, PNG, GIF or WebP, under 10MB." },
  addGallery: /*i18n*/ { id: "postBusiness.addGallery", message: "Add gallery photos (up to {max})" },
  photosAlt: /*i18n*/ { id: "postBusiness.photosAlt", message: "Describe the photos (alt text)" },
  altPlaceholder: /*i18n*/ { id: "postBusiness.altPlaceholder", message: "Defaults to the title" },
  address: /*i18n*/ { id: "postBusiness.address", message: "Address" },
  services: /*i18n*/ { id: "postBusiness.services", message: "Services (comma-separated)" },
  saving: /*i18n*/ { id: "postBusiness.saving", message: "Saving..." },
  saveChanges: /*i18n*/ { id: "postBusiness.saveChanges", message: "Save changes" },
} as const;

/** The days' names on the hours fields. */
const DAY_WORDS = {
  Monday: /*i18n*/ { id: "postBusiness.Monday", message: "Monday" },
  Tuesday: /*i18n*/ { id: "postBusiness.Tuesday", message: "Tuesday" },
  Wednesday: /*i18n*/ { id: "postBusiness.Wednesday", message: "Wednesday" },
  Thursday: /*i18n*/ { id: "postBusiness.Thursday", message: "Thursday" },
  Friday: /*i18n*/ { id: "postBusiness.Friday", message: "Friday" },
  Saturday: /*i18n*/ { id: "postBusiness.Saturday", message: "Saturday" },
  Sunday: /*i18n*/ { id: "postBusiness.Sunday", message: "Sunday" },
} as const;

const PICTURE_KINDS = ["business-logo", "business-gallery"] as const;

/** Optional text, one line unless `multiline` (the About box). */
const optional = (max: number, multiline = false) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((v) => (multiline ? !hasControlChars(v) : !breaksOneLine(v)), multiline ? CONTROL_CHAR_MESSAGE : ONE_LINE_MESSAGE)
    .optional()
    .transform((v) => v || null);
const editSchema = z.object({
  description: optional(5000, true),
  phone: optional(20),
  email: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .email(rule(/*i18n*/ { id: "validation.Please enter a valid email address", message: "Please enter a valid email address" })),
    ])
    .optional()
    .transform((v) => v || null),
  website: optionalWebsite(rule(/*i18n*/ { id: "validation.Please enter a valid website URL", message: "Please enter a valid website URL" })),
  address: optional(300),
  // An http(s) URL, or one of our own pictures (an upload or a sample) as the form shows the current logo.
  logoUrl: z
    .union([
      z.literal(""),
      z
        .string()
        .trim()
        .regex(
          /^\/(media|art)\/[\w./-]+$/,
          rule(/*i18n*/ { id: "validation.Please enter a valid image URL", message: "Please enter a valid image URL" }),
        ),
      z
        .string()
        .trim()
        .url(rule(/*i18n*/ { id: "validation.Please enter a valid image URL", message: "Please enter a valid image URL" }))
        .refine(
          (u) => /^https?:/i.test(u),
          rule(/*i18n*/ { id: "validation.Please enter a valid image URL", message: "Please enter a valid image URL" }),
        ),
    ])
    .optional()
    .transform((v) => v || null),
  photoAlt: optional(300),
  services: optional(2000),
  hours_Monday: optional(60),
  hours_Tuesday: optional(60),
  hours_Wednesday: optional(60),
  hours_Thursday: optional(60),
  hours_Friday: optional(60),
  hours_Saturday: optional(60),
  hours_Sunday: optional(60),
});
const hoursField = (day: (typeof DAYS)[number]) => `hours_${day}` as const;
/**
 * The fields the form always sends, empty when cleared. A missing field is not an empty one: an edit changes only the
 * fields it was sent, and a post with none of them is not this form and is refused (docs/decisions/security-hardening.md).
 */
const SENT_FIELDS = ["description", "phone", "email", "website", "address", "services", ...DAYS.map(hoursField)];
const INCOMPLETE_FORM_MESSAGE = rule(
  /*i18n*/ {
    id: "validation.This form was incomplete, so nothing was changed. Please reload the page and try again.",
    message: "This form was incomplete, so nothing was changed. Please reload the page and try again.",
  },
);

async function editableOr404(request: Request, context: LoaderFunctionArgs["context"], idParam: string | undefined) {
  const user = await requireUser(request, context, { keepDraft: true });
  const id = parseId(idParam);
  const owned = id ? await getOwnedBusiness(context.db, id, user.id) : null;
  if (owned && owned.claimStatus === "approved") return { user, business: owned, asAdmin: false };
  const business = id && user.role === "admin" ? await getBusinessRow(context.db, id) : null;
  if (!business) notFound();
  return { user, business, asAdmin: true };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { business: b, asAdmin } = await editableOr404(request, context, params.id);
  return json({
    validation: validationFor(context.lang, "businesses", "pictures"),
    lang: context.lang,
    m: messagesFor(context.lang, "postBusiness"),
    id: b.id,
    name: b.name,
    asAdmin,
    logoUrl: b.logoUrl,
    imageUrls: b.imageUrls ?? [],
    defaults: {
      description: b.description ?? "",
      phone: b.phone ?? "",
      email: b.email ?? "",
      // Seeded and imported listings may store a bare domain; the form asks for a full URL.
      website: b.website ? websiteHref(b.website) : "",
      address: b.address ?? "",
      logoUrl: b.logoUrl ?? "",
      services: (b.services ?? []).join(", "),
      ...Object.fromEntries(DAYS.map((d) => [`hours_${d}`, b.hours?.[d] ?? ""])),
    } as Record<string, string>,
    draft: await takeDraft(request, context),
  });
}

type Editable = Awaited<ReturnType<typeof editableOr404>>;

/** The listing after the edit: each field the form sent, the others as they were. */
function editedListing(form: FormData, v: z.output<typeof editSchema>, business: Editable["business"], logoUrl: string | null, imageUrls: string[]) {
  const sent = (name: string) => form.has(name);
  const hours = Object.fromEntries(DAYS.map((d) => [d, sent(hoursField(d)) ? (v[hoursField(d)] ?? "") : (business.hours?.[d] ?? "")]));
  const services = sent("services")
    ? (v.services ?? "")
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .slice(0, 30)
    : (business.services ?? []);
  return {
    description: sent("description") ? v.description : business.description,
    phone: sent("phone") ? v.phone : business.phone,
    email: sent("email") ? v.email : business.email,
    website: sent("website") ? v.website : business.website,
    address: sent("address") ? v.address : business.address,
    logoUrl,
    imageUrls,
    hours,
    services,
  };
}

/** An admin's edit in the audit log: the fields that changed, before and after. */
async function auditAdminEdit(
  context: ActionFunctionArgs["context"],
  user: Editable["user"],
  business: Editable["business"],
  edit: ReturnType<typeof editedListing>,
  now: Date,
) {
  const keys = Object.keys(edit) as Array<keyof typeof edit>;
  const changed = keys.filter((k) => JSON.stringify(business[k] ?? null) !== JSON.stringify(edit[k] ?? null));
  await recordAudit(
    context.db,
    user,
    {
      action: "business.edit",
      targetType: "business",
      targetId: business.id,
      before: Object.fromEntries(changed.map((k) => [k, business[k] ?? null])),
      after: Object.fromEntries(changed.map((k) => [k, edit[k] ?? null])),
    },
    now,
  );
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, business, asAdmin } = await editableOr404(request, context, params.id);
  const form = await request.formData();
  const submission = parseWithZod(form, { schema: editSchema });
  if (!SENT_FIELDS.some((name) => form.has(name))) return json(submission.reply({ formErrors: [INCOMPLETE_FORM_MESSAGE] }), { status: 400 });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const v = submission.value;
  // A picture URL typed in must be this listing's own picture or the editor's own unused upload.
  const target = { kinds: PICTURE_KINDS, itemId: business.id, ownerId: user.id };
  if (v.logoUrl !== business.logoUrl && (await foreignPictures(context.db, [v.logoUrl], target)).length) {
    return json(submission.reply({ fieldErrors: { logoUrl: [FOREIGN_PICTURE_MESSAGE] } }), { status: 400 });
  }
  const current = business.imageUrls ?? [];
  const removed = new Set(form.getAll("removePhoto").filter((u): u is string => typeof u === "string" && current.includes(u)));
  const kept = current.filter((u) => !removed.has(u));
  const logo = await saveUploads(context, filesFrom(form, "logo"), { ownerId: user.id, alt: `${business.name} logo`, max: 1 });
  if (!logo.ok) return json(submission.reply({ fieldErrors: { logo: [logo.message] } }), { status: 400 });
  const photos = await saveUploads(context, filesFrom(form, "photos"), {
    ownerId: user.id,
    alt: v.photoAlt || business.name,
    max: Math.max(0, MAX_GALLERY_PHOTOS - kept.length),
  });
  if (!photos.ok) {
    const message =
      MAX_GALLERY_PHOTOS - kept.length <= 0
        ? rule(
            /*i18n*/ {
              id: "validation.The gallery holds {max} photos. Remove one to add another.",
              message: "The gallery holds {max} photos. Remove one to add another.",
            },
            { max: MAX_GALLERY_PHOTOS },
          )
        : photos.message;
    return json(submission.reply({ fieldErrors: { photos: [message] } }), { status: 400 });
  }
  const logoUrl = logo.uploads[0]?.url ?? (form.has("logoUrl") ? v.logoUrl : business.logoUrl);
  const imageUrls = [...kept, ...photos.uploads.map((p) => p.url)];
  const edit = editedListing(form, v, business, logoUrl, imageUrls);
  const now = context.now();
  if (asAdmin) {
    await updateBusinessAsAdmin(context.db, business.id, edit, now);
    await auditAdminEdit(context, user, business, edit, now);
  } else await updateOwnedBusiness(context.db, business.id, user.id, edit, now);
  const logoIds = logo.uploads.length ? logo.uploads.map((u) => u.id) : [uploadIdFrom(logoUrl)].filter((id): id is string => Boolean(id));
  await attachUploads(context.db, logoIds, { kind: "business-logo", itemId: business.id, ownerId: user.id }, now);
  await attachUploads(
    context.db,
    photos.uploads.map((u) => u.id),
    { kind: "business-gallery", itemId: business.id, ownerId: user.id },
    now,
  );
  await detachUploads(context.db, [...removed, ...(business.logoUrl !== logoUrl ? [business.logoUrl] : [])], {
    kinds: PICTURE_KINDS,
    itemId: business.id,
  });
  flash(context, {
    title: /*i18n*/ { id: "toasts.Success", message: "Success" },
    description: asAdmin
      ? toastMessage(/*i18n*/ { id: "toasts.{name} has been updated.", message: "{name} has been updated." }, { name: business.name })
      : /*i18n*/ { id: "toasts.Your listing has been updated.", message: "Your listing has been updated." },
  });
  return redirect(asAdmin ? "/admin/businesses" : `/businesses/${business.id}`);
}

type EditFields = ReturnType<typeof useForm<z.input<typeof editSchema>, z.output<typeof editSchema>>>[1];
type Shown = { name: string; wrote: ReturnType<typeof peopleWroteLang>; t: T<"postBusiness"> };

function LogoPreview({ src, name, wrote, t }: Shown & { src: string }) {
  return (
    <Picture
      src={src}
      alt={t(/*i18n*/ { id: "postBusiness.logoAlt", message: "{name} logo" }, { name })}
      lang={wrote}
      width={64}
      height={64}
      lazy={false}
      className="my-2 h-16 w-16 rounded object-contain"
    />
  );
}

/** The gallery's photos, each with its Remove box. */
function GalleryPreview({ urls, name, wrote, t, m }: Shown & { urls: string[]; m: Messages<"postBusiness"> }) {
  return (
    <ul className="my-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
      {urls.map((src, i) => (
        <li key={src} className="text-xs">
          <Picture
            src={src}
            alt={t(/*i18n*/ { id: "postBusiness.photoAlt", message: "{name} photo {n}" }, { name, n: i + 1 })}
            lang={wrote}
            width={160}
            height={120}
            className="aspect-[4/3] w-full rounded object-cover"
          />
          <label className="mt-1 flex items-center gap-1">
            <input type="checkbox" name="removePhoto" value={src} /> {tr(m, /*i18n*/ { id: "postBusiness.remove", message: "Remove" })}
          </label>
        </li>
      ))}
    </ul>
  );
}

function HoursFieldset({ fields, m }: { fields: EditFields; m: Messages<"postBusiness"> }) {
  return (
    <fieldset className="rounded border border-border p-4">
      <legend className="px-1 text-sm font-medium">
        {tr(m, /*i18n*/ { id: "postBusiness.hours", message: "Hours (e.g. 7:00 AM - 9:00 PM, or Closed)" })}
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {DAYS.map((d) => (
          <div key={d}>
            <Field label={tr(m, DAY_WORDS[d])} errors={fields[hoursField(d)].errors} {...getInputProps(fields[hoursField(d)], { type: "text" })} />
          </div>
        ))}
      </div>
    </fieldset>
  );
}

export default function EditBusiness() {
  const data = useLoaderData<typeof loader>();
  const { m } = data;
  const t = plain<"postBusiness">(m);
  const wrote = peopleWroteLang(data.lang);
  const actionResult = useActionData<typeof action>();
  const lastResult = actionResult ?? data.draft;
  const pending = useIsPending();
  const [form, fields] = useForm<z.input<typeof editSchema>, z.output<typeof editSchema>>({
    id: "edit-business",
    lastResult,
    defaultValue: data.defaults,
    constraint: getZodConstraint(editSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editSchema }),
  });
  return (
    <section className="mx-auto max-w-2xl">
      <Link to={data.asAdmin ? "/admin/businesses" : `/businesses/${data.id}`} className="text-sm text-primary">
        {data.asAdmin ? tr(m, WORDS.backToBusinesses) : tr(m, WORDS.backToListing)}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">
        <WrittenValue message={t(WORDS.editTitle, { name: HOLE })} lang={wrote}>
          {data.name}
        </WrittenValue>
      </h1>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-4">
        <ErrorList id={form.errorId} errors={form.errors} />
        <TextareaField
          label={tr(m, WORDS.about)}
          rows={5}
          errors={fields.description.errors}
          {...getTextareaProps(fields.description)}
          lang={wrote}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={tr(m, WORDS.phone)} errors={fields.phone.errors} {...getInputProps(fields.phone, { type: "tel" })} />
          <Field label={tr(m, WORDS.email)} errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} />
          <Field label={tr(m, WORDS.website)} errors={fields.website.errors} {...getInputProps(fields.website, { type: "text" })} />
          <Field
            label={tr(m, WORDS.logoUrl)}
            errors={fields.logoUrl.errors}
            {...getInputProps(fields.logoUrl, { type: "text" })}
            hint={tr(m, WORDS.logoUrlHint)}
          />
        </div>
        <PictureInput
          label={tr(m, WORDS.uploadLogo)}
          name="logo"
          hint={tr(m, WORDS.pictureHint)}
          errors={lastResult?.error?.logo}
          current={data.logoUrl ? <LogoPreview src={data.logoUrl} name={data.name} wrote={wrote} t={t} /> : null}
        />
        <PictureInput
          label={t(WORDS.addGallery, { max: MAX_GALLERY_PHOTOS })}
          name="photos"
          multiple
          errors={lastResult?.error?.photos}
          altName="photoAlt"
          altLabel={tr(m, WORDS.photosAlt)}
          altPlaceholder={tr(m, WORDS.altPlaceholder)}
          hint={tr(m, WORDS.pictureHint)}
          current={data.imageUrls.length ? <GalleryPreview urls={data.imageUrls} name={data.name} wrote={wrote} t={t} m={m} /> : null}
        />
        <Field label={tr(m, WORDS.address)} errors={fields.address.errors} {...getInputProps(fields.address, { type: "text" })} />
        <Field label={tr(m, WORDS.services)} errors={fields.services.errors} {...getInputProps(fields.services, { type: "text" })} />
        <HoursFieldset fields={fields} m={m} />
        <StatusButton pending={pending} pendingText={tr(m, WORDS.saving)}>
          {tr(m, WORDS.saveChanges)}
        </StatusButton>
      </Form>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "postBusiness.editMeta", message: "Edit listing" }) : "Edit listing" },
  { name: "robots", content: "noindex" },
];
