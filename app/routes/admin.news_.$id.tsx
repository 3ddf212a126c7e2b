// /admin/news/{id}: an admin edits any article (title, excerpt, content, category, picture) with the news form's
// rules; the change is written to the audit log with the fields before and after. Works without JavaScript.
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import type { z } from "zod";
import { StatusButton, useIsPending } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { Field, TextareaField, withUnreadableDates } from "~/components/forms";
import { PictureInput } from "~/components/picture";
import { Link } from "~/components/site-link";
import { parseId } from "~/lib/fields";
import { notFound } from "~/lib/http.server";
import { formatMessage, messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { categoryIn, peopleWroteLang } from "~/lib/i18n/intl";
import { plain } from "~/lib/i18n/plain";
import { uploadIdFrom } from "~/lib/media";
import { ALL_ARTICLE_CATEGORIES, articleEditSchema } from "~/lib/news";
import { flash } from "~/lib/toast.server";
import { recordAudit } from "~/models/audit.server";
import { getArticleRow, updateArticle } from "~/models/news.server";
import { requireAdmin } from "~/services/auth.server";
import { attachUploads, filesFrom, foreignPictures, FOREIGN_PICTURE_MESSAGE, saveUploads } from "~/services/uploads.server";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  backToNews: /*i18n*/ { id: "adminNews.backToNews", message: "← Back to News" },
  editArticle: /*i18n*/ { id: "adminNews.editArticle", message: "Edit article" },
  statusIs: /*i18n*/ { id: "adminNews.statusIs", message: "Status: {status}" },
  status_pending: /*i18n*/ { id: "adminNews.status_pending", message: "pending" },
  status_published: /*i18n*/ { id: "adminNews.status_published", message: "published" },
  status_rejected: /*i18n*/ { id: "adminNews.status_rejected", message: "rejected" },
  viewArticle: /*i18n*/ { id: "adminNews.viewArticle", message: "View the article" },
  headline: /*i18n*/ { id: "adminNews.headline", message: "Headline" },
  summary: /*i18n*/ { id: "adminNews.summary", message: "Summary" },
  articleContent: /*i18n*/ { id: "adminNews.articleContent", message: "Article Content" },
  contentHint: /*i18n*/ { id: "adminNews.contentHint", message: "Paragraphs, links and lists are kept; other HTML is removed." },
  category: /*i18n*/ { id: "adminNews.category", message: "Category" },
  selectCategory: /*i18n*/ { id: "adminNews.selectCategory", message: "Select a category" },
  imageUrl: /*i18n*/ { id: "adminNews.imageUrl", message: "Image URL" },
  orUpload: /*i18n*/ { id: "adminNews.orUpload", message: "Or upload a picture." },
  uploadPicture: /*i18n*/ { id: "adminNews.uploadPicture", message: "Upload a picture" },
  pictureHint: /*i18n*/ { id: "adminNews.pictureHint", message: "JPG, PNG, GIF or WebP, under 10MB." },
  saving: /*i18n*/ { id: "adminNews.saving", message: "Saving..." },
  saveChanges: /*i18n*/ { id: "adminNews.saveChanges", message: "Save changes" },
} as const;

async function articleOr404(context: LoaderFunctionArgs["context"], idParam: string | undefined) {
  const id = parseId(idParam);
  const article = id ? await getArticleRow(context.db, id) : null;
  if (!article) notFound();
  return article;
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const a = await articleOr404(context, params.id);
  const categories = a.category && !ALL_ARTICLE_CATEGORIES.includes(a.category) ? [a.category, ...ALL_ARTICLE_CATEGORIES] : ALL_ARTICLE_CATEGORIES;
  const lang = context.lang;
  return json({
    lang,
    messages: messagesFor(lang, "adminNews"),
    validation: validationFor(lang, "admin", "news", "pictures"),
    names: categoryNamesIn(lang),
    title: formatMessage(lang, /*i18n*/ { id: "adminNews.editArticle", message: "Edit article" }),
    id: a.id,
    status: a.status,
    categories,
    defaults: { title: a.title, excerpt: a.excerpt ?? "", content: a.content ?? "", category: a.category ?? "", imageUrl: a.imageUrl ?? "" },
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const before = await articleOr404(context, params.id);
  const formData = await request.formData();
  const image = await saveUploads(context, filesFrom(formData, "image"), { ownerId: admin.id, alt: String(formData.get("title") ?? ""), max: 1 });
  if (image.ok && image.uploads[0]) formData.set("imageUrl", image.uploads[0].url);
  const submission = parseWithZod(formData, { schema: articleEditSchema });
  if (!image.ok) return json(submission.reply({ fieldErrors: { image: [image.message] } }), { status: 400 });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const v = submission.value;
  if (
    v.imageUrl !== before.imageUrl &&
    (await foreignPictures(context.db, [v.imageUrl], { kinds: ["news"], itemId: before.id, ownerId: admin.id })).length
  ) {
    return json(submission.reply({ fieldErrors: { imageUrl: [FOREIGN_PICTURE_MESSAGE] } }), { status: 400 });
  }
  const now = context.now();
  const after = await updateArticle(
    context.db,
    before.id,
    { title: v.title, excerpt: v.excerpt ?? null, content: v.content, category: v.category ?? null, imageUrl: v.imageUrl ?? null },
    now,
  );
  if (!after) notFound();
  const uploadId = uploadIdFrom(after.imageUrl);
  if (uploadId && image.uploads.length) await attachUploads(context.db, [uploadId], { kind: "news", itemId: after.id, ownerId: admin.id }, now);
  const keys = ["title", "excerpt", "content", "category", "imageUrl"] as const;
  const changed = keys.filter((k) => (before[k] ?? null) !== (after[k] ?? null));
  await recordAudit(
    context.db,
    admin,
    {
      action: "news.edit",
      targetType: "news_article",
      targetId: after.id,
      before: Object.fromEntries(changed.map((k) => [k, before[k] ?? null])),
      after: Object.fromEntries(changed.map((k) => [k, after[k] ?? null])),
    },
    now,
  );
  flash(context, {
    title: /*i18n*/ { id: "toasts.Success", message: "Success" },
    description: /*i18n*/ { id: "toasts.The article has been updated.", message: "The article has been updated." },
  });
  return redirect("/admin/news");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: data?.title ?? "Edit article" }, { name: "robots", content: "noindex" }];

export default function AdminEditArticle() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const pending = useIsPending();
  const t = plain<"adminNews">(data.messages);
  const wrote = peopleWroteLang(data.lang);
  const [form, fields] = useForm<z.input<typeof articleEditSchema>, z.output<typeof articleEditSchema>>({
    id: "edit-article",
    lastResult,
    defaultValue: data.defaults,
    constraint: getZodConstraint(articleEditSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ form, formData }) => parseWithZod(withUnreadableDates(form, formData), { schema: articleEditSchema }),
  });
  return (
    <section className="max-w-3xl">
      <Link to="/admin/news" className="text-sm underline">
        {t(WORDS.backToNews)}
      </Link>
      <h2 className="mt-2 text-xl font-semibold">{t(WORDS.editArticle)}</h2>
      <p className="text-sm opacity-70">
        {t(WORDS.statusIs, {
          status: t(
            (
              {
                pending: WORDS.status_pending,
                published: WORDS.status_published,
                rejected: WORDS.status_rejected,
              } as const
            )[data.status],
          ),
        })}{" "}
        ·{" "}
        <Link to={`/news/${data.id}`} className="underline">
          {t(WORDS.viewArticle)}
        </Link>
      </p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="mt-4 space-y-4">
        <Field label={t(WORDS.headline)} required errors={fields.title.errors} {...getInputProps(fields.title, { type: "text" })} />
        <TextareaField label={t(WORDS.summary)} lang={wrote} rows={2} errors={fields.excerpt.errors} {...getTextareaProps(fields.excerpt)} />
        <TextareaField
          label={t(WORDS.articleContent)}
          lang={wrote}
          required
          rows={10}
          hint={t(WORDS.contentHint)}
          errors={fields.content.errors}
          {...getTextareaProps(fields.content)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <CategorySelect
            categories={data.categories.map((c) => ({ value: c, label: categoryIn(data.lang, data.names, c).label }))}
            label={t(WORDS.category)}
            placeholder={t(WORDS.selectCategory)}
            errors={fields.category.errors}
            {...getSelectProps(fields.category)}
          />
          {/* Optional: getZodConstraint reads the optional URL (a transformed union) as required. */}
          <Field
            label={t(WORDS.imageUrl)}
            errors={fields.imageUrl.errors}
            {...getInputProps(fields.imageUrl, { type: "text" })}
            required={false}
            hint={t(WORDS.orUpload)}
          />
        </div>
        <PictureInput label={t(WORDS.uploadPicture)} hint={t(WORDS.pictureHint)} name="image" errors={lastResult?.error?.image} />
        <StatusButton pending={pending} pendingText={t(WORDS.saving)}>
          {t(WORDS.saveChanges)}
        </StatusButton>
      </Form>
    </section>
  );
}
