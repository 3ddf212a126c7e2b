// /news/create: the news form of part 1 with a Preview mode. Without JavaScript the preview is a server round
// trip that carries every field (hidden inputs), so 'Back to Edit' loses nothing.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { Button, StatusButton, useIsPending } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { Field, TextareaField, withUnreadableDates } from "~/components/forms";
import { Picture, PictureInput } from "~/components/picture";
import { Link } from "~/components/site-link";
import { useActionToast } from "~/components/toaster";
import { dateToTownLocal, formatLongDate, townLocalToDate } from "~/lib/dates";
import { formatMessage, messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { labelOf, tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { formatDateIn } from "~/lib/i18n/intl";
import { plain } from "~/lib/i18n/plain";
import { uploadIdFrom } from "~/lib/media";
import { ARTICLE_CATEGORY_WORDS, NEWS_CATEGORIES, newsFormSchema, publicationDate } from "~/lib/news";
import { displayName } from "~/lib/public-user";
import { sanitizeHtml } from "~/lib/sanitize.server";
import { failureToast, flash } from "~/lib/toast.server";
import { createArticle, isStaff } from "~/models/news.server";
import { requireUser } from "~/services/auth.server";
import { attachUploads, filesFrom, foreignPictures, FOREIGN_PICTURE_MESSAGE, saveUploads } from "~/services/uploads.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  headline: /*i18n*/ { id: "articleForms.headline", message: "Headline" },
  summary: /*i18n*/ { id: "articleForms.summary", message: "Summary" },
  articleContentCreate: /*i18n*/ { id: "articleForms.articleContentCreate", message: "Article Content" },
  contentHint: /*i18n*/ { id: "articleForms.contentHint", message: "Paragraphs, links and lists are kept; other HTML is removed." },
  category: /*i18n*/ { id: "articleForms.category", message: "Category" },
  selectCategory: /*i18n*/ { id: "articleForms.selectCategory", message: "Select a category" },
  author: /*i18n*/ { id: "articleForms.author", message: "Author" },
  imageUrl: /*i18n*/ { id: "articleForms.imageUrl", message: "Image URL" },
  orUpload: /*i18n*/ { id: "articleForms.orUpload", message: "Or upload a picture." },
  uploadImage: /*i18n*/ { id: "articleForms.uploadImage", message: "Upload an image" },
  caption: /*i18n*/ { id: "articleForms.caption", message: "Caption (also the alt text)" },
  captionPlaceholder: /*i18n*/ { id: "articleForms.captionPlaceholder", message: "Defaults to the title" },
  pictureHint: /*i18n*/ { id: "articleForms.pictureHint", message: "JPG, PNG, GIF or WebP, under 10MB." },
  place: /*i18n*/ { id: "articleForms.place", message: "Place (for directions)" },
  publicationDate: /*i18n*/ { id: "articleForms.publicationDate", message: "Publication date" },
} as const;

const FIELDS = ["title", "excerpt", "content", "category", "author", "imageUrl", "imageCaption", "location", "publishedAt"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

function valuesOf(formData: FormData): Values {
  return Object.fromEntries(FIELDS.map((f) => [f, String(formData.get(f) ?? "")])) as Values;
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const user = await requireUser(request, context);
  return json({
    validation: validationFor(context.lang, "news", "pictures"),
    defaults: { author: displayName(user), publishedAt: dateToTownLocal(context.now()) },
    staff: isStaff(user),
    m: messagesFor(context.lang, "articleForms"),
    metaTitle: formatMessage(context.lang, /*i18n*/ { id: "articleForms.createTitle", message: "Create News Article" }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context);
  const formData = await request.formData();
  const intent = formData.get("intent");
  const values = valuesOf(formData);
  // A chosen picture is stored at once (preview or publish) and fills the Image URL, so the preview shows it and
  // the hidden fields carry it to Publish; publishing attaches it to the article.
  const image = await saveUploads(context, filesFrom(formData, "image"), { ownerId: user.id, alt: values.imageCaption || values.title, max: 1 });
  if (!image.ok) {
    return json(
      { kind: "result" as const, values, result: { status: "error" as const, error: { image: [image.message] } } as SubmissionResult<string[]> },
      { status: 400 },
    );
  }
  if (image.uploads[0]) values.imageUrl = image.uploads[0].url;
  formData.set("imageUrl", values.imageUrl);
  if (intent === "preview") {
    // The byline's date in the reader's language, formatted here (the page ships no date formatting).
    const at = townLocalToDate(values.publishedAt);
    const dateText = context.lang === "en" || !at ? formatLongDate(at) : formatDateIn(context.lang, at);
    return json({ kind: "preview" as const, values, html: sanitizeHtml(values.content), dateText });
  }
  if (intent === "edit") return json({ kind: "edit" as const, values });
  const submission = parseWithZod(formData, { schema: newsFormSchema });
  if (submission.status !== "success") return json({ kind: "result" as const, values, result: submission.reply() }, { status: 400 });
  if ((await foreignPictures(context.db, [submission.value.imageUrl], { kinds: ["news"], itemId: null, ownerId: user.id })).length) {
    return json(
      { kind: "result" as const, values, result: submission.reply({ fieldErrors: { imageUrl: [FOREIGN_PICTURE_MESSAGE] } }) },
      { status: 400 },
    );
  }
  const publishedAt = publicationDate(submission.value.publishedAt);
  if (!publishedAt) {
    return json(
      { kind: "result" as const, values, result: submission.reply({ fieldErrors: { publishedAt: ["Publication date is required"] } }) },
      { status: 400 },
    );
  }
  try {
    const now = context.now();
    const article = await createArticle(
      context.db,
      { ...submission.value, publishedAt, imageCaption: values.imageCaption.trim().slice(0, 300) || null },
      user,
      now,
    );
    const uploadId = uploadIdFrom(article.imageUrl);
    if (uploadId) await attachUploads(context.db, [uploadId], { kind: "news", itemId: article.id, ownerId: user.id }, now);
    if (article.status === "published")
      flash(context, {
        title: /*i18n*/ { id: "toasts.Success!", message: "Success!" },
        description: /*i18n*/ { id: "toasts.News article created successfully.", message: "News article created successfully." },
      });
    else
      flash(context, {
        title: /*i18n*/ { id: "toasts.Article Submitted", message: "Article Submitted" },
        description: /*i18n*/ {
          id: "toasts.Thank you! A moderator will review it, usually within 24-48 hours.",
          message: "Thank you! A moderator will review it, usually within 24-48 hours.",
        },
      });
  } catch (error) {
    console.error("news create failed", error);
    // On the page that failed (the flash cookie is for redirects): the root renders it without JS, useActionToast with.
    const toast = failureToast(context, {
      title: /*i18n*/ { id: "toasts.Error", message: "Error" },
      description: /*i18n*/ { id: "toasts.Failed to create news article.", message: "Failed to create news article." },
      variant: "destructive",
    });
    return json({ kind: "result" as const, values, result: submission.reply(), toast }, { status: 500 });
  }
  return redirect("/news");
}

function HiddenValues({ values }: { values: Values }) {
  return FIELDS.map((f) => <input key={f} type="hidden" name={f} value={values[f]} />);
}

type M = Messages<"articleForms">;

function Preview({ values, html, dateText, m }: { values: Values; html: string; dateText: string; m: M }) {
  return (
    <section aria-label={tr(m, /*i18n*/ { id: "articleForms.preview", message: "Preview" })} className="rounded-lg border border-border p-6">
      {values.imageUrl ? (
        <Picture
          src={values.imageUrl}
          alt={values.imageCaption || values.title}
          size="full"
          width={1200}
          height={675}
          lazy={false}
          className="mb-4 w-full rounded"
        />
      ) : null}
      {values.category ? (
        <span className="rounded bg-secondary px-2 py-0.5 text-xs">{labelOf((d) => tr(m, d), ARTICLE_CATEGORY_WORDS, values.category)}</span>
      ) : null}
      <h2 className="mt-2 text-2xl font-bold">{values.title || tr(m, /*i18n*/ { id: "articleForms.previewTitle", message: "Article Title" })}</h2>
      <p className="mt-1 text-sm opacity-80">
        {plain<"articleForms">(m)(
          /*i18n*/ { id: "articleForms.previewBy", message: "By {author} · {date}" },
          { author: values.author || tr(m, /*i18n*/ { id: "articleForms.anonymous", message: "Anonymous" }), date: dateText },
        )}
      </p>
      {values.excerpt ? <p className="mt-4 font-medium">{values.excerpt}</p> : null}
      {html ? (
        <div className="mt-4 space-y-3" data-testid="preview-content" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <p className="mt-4 italic opacity-60">
          {tr(m, /*i18n*/ { id: "articleForms.previewEmpty", message: "Article content will appear here..." })}
        </p>
      )}
      <Form method="post" className="mt-6 flex gap-3">
        <HiddenValues values={values} />
        <Button name="intent" value="edit" variant="secondary">
          {tr(m, /*i18n*/ { id: "articleForms.backToEdit", message: "Back to Edit" })}
        </Button>
        <Button name="intent" value="publish">
          {tr(m, /*i18n*/ { id: "articleForms.publishArticle", message: "Publish Article" })}
        </Button>
      </Form>
    </section>
  );
}

/** Preview (no validation, like the browser), publish or send for review, and back. */
function NewsFormButtons({ staff, m }: { staff: boolean; m: M }) {
  const pending = useIsPending({ intent: "publish" });
  return (
    <div className="flex gap-3">
      <Button name="intent" value="preview" formNoValidate variant="secondary">
        {tr(m, /*i18n*/ { id: "articleForms.previewArticle", message: "Preview Article" })}
      </Button>
      <StatusButton
        name="intent"
        value="publish"
        pending={pending}
        pendingText={tr(m, /*i18n*/ { id: "articleForms.publishing", message: "Publishing..." })}
      >
        {staff
          ? tr(m, /*i18n*/ { id: "articleForms.publishArticle", message: "Publish Article" })
          : tr(m, /*i18n*/ { id: "articleForms.submitForReview", message: "Submit for Review" })}
      </StatusButton>
      <Link to="/news" className="rounded px-4 py-2">
        {tr(m, /*i18n*/ { id: "articleForms.back", message: "Back" })}
      </Link>
    </div>
  );
}

function NewsForm({
  values,
  lastResult,
  staff,
  m,
}: {
  values: Partial<Values>;
  lastResult: SubmissionResult<string[]> | undefined;
  staff: boolean;
  m: M;
}) {
  const [form, fields] = useForm<z.input<typeof newsFormSchema>>({
    id: "news-form",
    lastResult,
    defaultValue: values,
    constraint: getZodConstraint(newsFormSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The preview button is formNoValidate: conform skips validation for it, like the browser does.
    onValidate: ({ form, formData }) => parseWithZod(withUnreadableDates(form, formData), { schema: newsFormSchema }),
  });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-4">
      <Field label={tr(m, WORDS.headline)} required errors={fields.title.errors} {...getInputProps(fields.title, { type: "text" })} />
      <TextareaField label={tr(m, WORDS.summary)} rows={2} errors={fields.excerpt.errors} {...getTextareaProps(fields.excerpt)} />
      <TextareaField
        label={tr(m, WORDS.articleContentCreate)}
        required
        rows={10}
        hint={tr(m, WORDS.contentHint)}
        errors={fields.content.errors}
        {...getTextareaProps(fields.content)}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <CategorySelect
          categories={NEWS_CATEGORIES.map((c) => ({ value: c, label: labelOf((d) => tr(m, d), ARTICLE_CATEGORY_WORDS, c) }))}
          label={tr(m, WORDS.category)}
          placeholder={tr(m, WORDS.selectCategory)}
          errors={fields.category.errors}
          {...getSelectProps(fields.category)}
        />
        <Field label={tr(m, WORDS.author)} errors={fields.author.errors} {...getInputProps(fields.author, { type: "text" })} />
        {/* Optional: getZodConstraint reads the optional URL (a transformed union) as required. */}
        <Field
          label={tr(m, WORDS.imageUrl)}
          errors={fields.imageUrl.errors}
          {...getInputProps(fields.imageUrl, { type: "text" })}
          required={false}
          hint={tr(m, WORDS.orUpload)}
        />
        <PictureInput
          label={tr(m, WORDS.uploadImage)}
          name="image"
          errors={lastResult?.error?.image}
          altName="imageCaption"
          altLabel={tr(m, WORDS.caption)}
          altDefault={values.imageCaption}
          altPlaceholder={tr(m, WORDS.captionPlaceholder)}
          hint={tr(m, WORDS.pictureHint)}
        />
        <Field label={tr(m, WORDS.place)} errors={fields.location.errors} {...getInputProps(fields.location, { type: "text" })} />
        <Field
          label={tr(m, WORDS.publicationDate)}
          required
          errors={fields.publishedAt.errors}
          {...getInputProps(fields.publishedAt, { type: "datetime-local" })}
        />
      </div>
      <NewsFormButtons staff={staff} m={m} />
    </Form>
  );
}

export default function CreateNews() {
  const { defaults, staff, m } = useLoaderData<typeof loader>();
  const data = useActionData<typeof action>();
  useActionToast(data);
  return (
    <section className="mx-auto max-w-3xl">
      <Link to="/news" className="text-sm text-primary">
        {tr(m, /*i18n*/ { id: "articleForms.backToNews", message: "← Back to News" })}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{tr(m, /*i18n*/ { id: "articleForms.createTitle", message: "Create News Article" })}</h1>
      {staff ? null : (
        <p className="mt-1 opacity-80">
          {tr(m, /*i18n*/ { id: "articleForms.createLead", message: "A moderator reviews members' articles before they appear on the news page." })}
        </p>
      )}
      <div className="mt-6">
        {data?.kind === "preview" ? (
          <Preview values={data.values} html={data.html} dateText={data.dateText} m={m} />
        ) : (
          <NewsForm
            key={JSON.stringify(data?.values ?? defaults)}
            values={data?.values ?? defaults}
            lastResult={data?.kind === "result" ? data.result : undefined}
            staff={staff}
            m={m}
          />
        )}
      </div>
    </section>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.metaTitle ?? "Create News Article" },
  { name: "robots", content: "noindex" },
];
