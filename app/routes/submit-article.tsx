// /submit-article (part 2): a member's article goes to review; with premium placement it goes to checkout first.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useMatches } from "@remix-run/react";
import type { z } from "zod";
import { StatusButton, useIsPending } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { Field, TextareaField } from "~/components/forms";
import { PictureInput } from "~/components/picture";
import { Link } from "~/components/site-link";
import { useActionToast } from "~/components/toaster";
import { formatMessage, messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { labelOf, tr } from "~/lib/i18n/descriptor";
import { plain } from "~/lib/i18n/plain";
import { ARTICLE_CATEGORIES, ARTICLE_CATEGORY_WORDS, articleSubmitSchema } from "~/lib/news";
import { checkoutUrl, formatCents, requirePrice } from "~/lib/prices";
import { failureToast, flash } from "~/lib/toast.server";
import { townOfMatches } from "~/lib/towns";
import { submitArticle } from "~/models/news.server";
import { requireUser } from "~/services/auth.server";
import { takeDraft } from "~/services/drafts.server";
import { attachUploads, filesFrom, foreignPictures, FOREIGN_PICTURE_MESSAGE, saveUploads } from "~/services/uploads.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  backToNews: /*i18n*/ { id: "articleForms.backToNews", message: "← Back to News" },
  submitTitle: /*i18n*/ { id: "articleForms.submitTitle", message: "Submit an Article" },
  submitStories: /*i18n*/ { id: "articleForms.submitStories", message: "Stories about {town} and the area within about 5 miles." },
  submitReviewed: /*i18n*/ {
    id: "articleForms.submitReviewed",
    message: "Articles are reviewed, usually within 24-48 hours, and cannot be edited after submission.",
  },
  title: /*i18n*/ { id: "articleForms.title", message: "Title" },
  excerpt: /*i18n*/ { id: "articleForms.excerpt", message: "Excerpt" },
  articleContent: /*i18n*/ { id: "articleForms.articleContent", message: "Article content" },
  category: /*i18n*/ { id: "articleForms.category", message: "Category" },
  selectCategory: /*i18n*/ { id: "articleForms.selectCategory", message: "Select a category" },
  imageUrl: /*i18n*/ { id: "articleForms.imageUrl", message: "Image URL" },
  orUpload: /*i18n*/ { id: "articleForms.orUpload", message: "Or upload a picture." },
  uploadImage: /*i18n*/ { id: "articleForms.uploadImage", message: "Upload an image" },
  caption: /*i18n*/ { id: "articleForms.caption", message: "Caption (also the alt text)" },
  captionPlaceholder: /*i18n*/ { id: "articleForms.captionPlaceholder", message: "Defaults to the title" },
  pictureHint: /*i18n*/ { id: "articleForms.pictureHint", message: "JPG, PNG, GIF or WebP, under 10MB." },
  premium: /*i18n*/ { id: "articleForms.premium", message: "Premium placement — {price}" },
  premiumText: /*i18n*/ { id: "articleForms.premiumText", message: "Featured at the top of the news for 7 days, with priority review." },
  submitting: /*i18n*/ { id: "articleForms.submitting", message: "Submitting..." },
  submitArticle: /*i18n*/ { id: "articleForms.submitArticle", message: "Submit Article" },
} as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context);
  return json({
    validation: validationFor(context.lang, "news", "pictures"),
    draft: await takeDraft(request, context),
    m: messagesFor(context.lang, "articleForms"),
    metaTitle: formatMessage(context.lang, /*i18n*/ { id: "articleForms.submitTitle", message: "Submit an Article" }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const user = await requireUser(request, context, { keepDraft: true });
  const formData = await request.formData();
  const submission = parseWithZod(formData, { schema: articleSubmitSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  if ((await foreignPictures(context.db, [submission.value.imageUrl], { kinds: ["news"], itemId: null, ownerId: user.id })).length) {
    return json(submission.reply({ fieldErrors: { imageUrl: [FOREIGN_PICTURE_MESSAGE] } }), { status: 400 });
  }
  const caption = String(formData.get("imageCaption") ?? "")
    .trim()
    .slice(0, 300);
  const image = await saveUploads(context, filesFrom(formData, "image"), { ownerId: user.id, alt: caption || submission.value.title, max: 1 });
  if (!image.ok) return json(submission.reply({ fieldErrors: { image: [image.message] } }), { status: 400 });
  try {
    const now = context.now();
    const imageUrl = image.uploads[0]?.url ?? submission.value.imageUrl;
    const article = await submitArticle(context.db, { ...submission.value, imageUrl, imageCaption: caption || null }, user, now);
    await attachUploads(
      context.db,
      image.uploads.map((u) => u.id),
      { kind: "news", itemId: article.id, ownerId: user.id },
      now,
    );
    if (submission.value.isPremium) return redirect(checkoutUrl("article-premium", article.id));
    flash(context, {
      title: /*i18n*/ { id: "toasts.Article Submitted", message: "Article Submitted" },
      description:
        article.status === "published"
          ? /*i18n*/ { id: "toasts.Your article is published.", message: "Your article is published." }
          : /*i18n*/ {
              id: "toasts.Thank you! We usually review articles within 24-48 hours.",
              message: "Thank you! We usually review articles within 24-48 hours.",
            },
    });
    return redirect("/news");
  } catch (error) {
    console.error("article submission failed", error);
    const toast = failureToast(context, {
      title: /*i18n*/ { id: "toasts.Submission Failed", message: "Submission Failed" },
      description: /*i18n*/ { id: "toasts.Failed to submit article. Please try again.", message: "Failed to submit article. Please try again." },
      variant: "destructive",
    });
    return json({ ...submission.reply(), toast }, { status: 500 });
  }
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.metaTitle ?? "Submit an Article" },
  { name: "robots", content: "noindex" },
];

export default function SubmitArticle() {
  const { draft, m } = useLoaderData<typeof loader>();
  const t = plain<"articleForms">(m);
  const town = townOfMatches(useMatches());
  const actionResult = useActionData<typeof action>();
  const lastResult = actionResult ?? draft;
  const pending = useIsPending();
  const [form, fields] = useForm<z.input<typeof articleSubmitSchema>>({
    id: "submit-article",
    lastResult,
    constraint: getZodConstraint(articleSubmitSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: articleSubmitSchema }),
  });
  useActionToast(lastResult);
  return (
    <section className="mx-auto max-w-3xl">
      <Link to="/news" className="text-sm text-primary">
        {tr(m, WORDS.backToNews)}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">{tr(m, WORDS.submitTitle)}</h1>
      <ul className="mt-2 list-disc pl-6 text-sm opacity-80">
        <li>{t(WORDS.submitStories, { town: town.name })}</li>
        <li>{tr(m, WORDS.submitReviewed)}</li>
      </ul>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-6 space-y-4">
        <Field label={tr(m, WORDS.title)} required errors={fields.title.errors} {...getInputProps(fields.title, { type: "text" })} />
        <TextareaField label={tr(m, WORDS.excerpt)} required rows={2} errors={fields.excerpt.errors} {...getTextareaProps(fields.excerpt)} />
        <TextareaField label={tr(m, WORDS.articleContent)} required rows={10} errors={fields.content.errors} {...getTextareaProps(fields.content)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CategorySelect
            categories={ARTICLE_CATEGORIES.map((c) => ({ value: c, label: labelOf((d) => tr(m, d), ARTICLE_CATEGORY_WORDS, c) }))}
            label={tr(m, WORDS.category)}
            required
            placeholder={tr(m, WORDS.selectCategory)}
            errors={fields.category.errors}
            {...getSelectProps(fields.category)}
          />
          <Field
            label={tr(m, WORDS.imageUrl)}
            errors={fields.imageUrl.errors}
            {...getInputProps(fields.imageUrl, { type: "url" })}
            hint={tr(m, WORDS.orUpload)}
          />
        </div>
        <PictureInput
          label={tr(m, WORDS.uploadImage)}
          name="image"
          errors={lastResult?.error?.image}
          altName="imageCaption"
          altLabel={tr(m, WORDS.caption)}
          altPlaceholder={tr(m, WORDS.captionPlaceholder)}
          hint={tr(m, WORDS.pictureHint)}
        />
        <label className="flex items-start gap-2 rounded border border-accent p-3">
          <input {...getInputProps(fields.isPremium, { type: "checkbox" })} className="mt-1" />
          <span>
            <span className="font-medium">{t(WORDS.premium, { price: formatCents(requirePrice("article-premium").amountCents) })}</span>
            <span className="block text-sm opacity-80">{tr(m, WORDS.premiumText)}</span>
          </span>
        </label>
        <StatusButton pending={pending} pendingText={tr(m, WORDS.submitting)}>
          {tr(m, WORDS.submitArticle)}
        </StatusButton>
      </Form>
    </section>
  );
}
