// The news feeds the import reads: remove each, add one (errors beside its fields), run the import, the last runs.
import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button, StatusButton, useIsPending } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { ErrorList, Field } from "~/components/forms";
import { ImportRunLine } from "~/components/import-run-line";
import { WrittenValue } from "~/components/written-value";
import { categoryIn, peopleWroteLang } from "~/lib/i18n/intl";
import type { Lang } from "~/lib/i18n/lang";
import { HOLE, type T } from "~/lib/i18n/plain";
import { NEWS_CATEGORIES } from "~/lib/news";
import type { adminNewsLoader } from "./actions.server";
import { addFeedSchema } from "./schema";

type Data = Extract<SerializeFrom<typeof adminNewsLoader>, { admin: true }>;
type Wrote = ReturnType<typeof peopleWroteLang>;

function useAddNewsFeedForm(result: SubmissionResult | null) {
  return useForm({
    id: "add-news-feed",
    lastResult: result,
    constraint: getZodConstraint(addFeedSchema),
    shouldValidate: "onBlur",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addFeedSchema }),
  });
}

function FeedRow({
  f,
  failedFeed,
  when,
  wrote,
  t,
}: {
  f: Data["feeds"][number];
  failedFeed: { id: string; errors: string[] } | null;
  when: (at: string) => string;
  wrote: Wrote;
  t: T<"adminNews">;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span className="min-w-0 break-all">
        <span className="font-medium" lang={wrote}>
          {f.name}
        </span>{" "}
        <span className="opacity-70">{f.url}</span>
        {f.lastError ? (
          <span className="block text-red-700">
            {t(/*i18n*/ { id: "adminNews.lastError", message: "Last error: " })}
            <span lang={wrote}>{f.lastError}</span>
          </span>
        ) : null}
        {f.lastFetchedAt ? (
          <span className="block opacity-70">
            {t(/*i18n*/ { id: "adminNews.lastFetched", message: "Last fetched {date}" }, { date: when(f.lastFetchedAt) })}
          </span>
        ) : null}
      </span>
      <Form method="post">
        <input type="hidden" name="feedId" value={f.id} />
        <Button variant="small-secondary" name="intent" value="remove-feed">
          <WrittenValue message={t(/*i18n*/ { id: "adminNews.removeFeed", message: "Remove {name}" }, { name: HOLE })} lang={wrote}>
            {f.name}
          </WrittenValue>
        </Button>
      </Form>
      {failedFeed?.id === String(f.id) ? <ErrorList id={`news-feed-${f.id}-error`} errors={failedFeed.errors} /> : null}
    </li>
  );
}

function AddFeedForm({
  form,
  fields,
  lang,
  categories,
  t,
}: {
  form: ReturnType<typeof useAddNewsFeedForm>[0];
  fields: ReturnType<typeof useAddNewsFeedForm>[1];
  lang: Lang;
  categories: Readonly<Record<string, string>>;
  t: T<"adminNews">;
}) {
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-3 grid items-start gap-3 text-sm sm:grid-cols-4"
      aria-label={t(/*i18n*/ { id: "adminNews.addNewsFeed", message: "Add a news feed" })}
    >
      <input type="hidden" name="intent" value="add-feed" />
      <Field
        label={t(/*i18n*/ { id: "adminNews.name", message: "Name" })}
        errors={fields.name.errors}
        {...getInputProps(fields.name, { type: "text" })}
      />
      <Field
        label={t(/*i18n*/ { id: "adminNews.feedUrl", message: "Feed URL" })}
        errors={fields.url.errors}
        {...getInputProps(fields.url, { type: "url" })}
      />
      <CategorySelect
        categories={NEWS_CATEGORIES.map((c) => ({ value: c, label: categoryIn(lang, categories, c).label }))}
        label={t(/*i18n*/ { id: "adminNews.category", message: "Category" })}
        placeholder={t(/*i18n*/ { id: "adminNews.none", message: "None" })}
        errors={fields.category.errors}
        {...getSelectProps(fields.category)}
      />
      <div className="sm:pt-6">
        <Button variant="secondary">{t(/*i18n*/ { id: "adminNews.addFeed", message: "Add feed" })}</Button>
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}

/** Run the import now, and the last runs. */
function ImportRuns({ runs, t }: { runs: Data["runs"]; t: T<"adminNews"> }) {
  const importing = useIsPending({ intent: "import" });
  return (
    <>
      <Form method="post" className="mt-4">
        <StatusButton name="intent" value="import" pending={importing} pendingText={t(/*i18n*/ { id: "adminNews.importing", message: "Importing…" })}>
          {t(/*i18n*/ { id: "adminNews.runImport", message: "Run import now" })}
        </StatusButton>
      </Form>
      {runs.length ? (
        <ul className="mt-3 break-all text-xs opacity-80">
          {runs.map((r) => (
            <ImportRunLine
              key={r.id}
              run={r}
              ok={t(/*i18n*/ { id: "adminNews.ok", message: "ok" })}
              failed={t(/*i18n*/ { id: "adminNews.failed", message: "failed" })}
              summary={r.summary}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
}

export function FeedsSection({
  feeds,
  runs,
  result,
  failedFeed,
  t,
  categories,
}: {
  feeds: Data["feeds"];
  runs: Data["runs"];
  result: SubmissionResult | null;
  failedFeed: { id: string; errors: string[] } | null;
  t: T<"adminNews">;
  categories: Readonly<Record<string, string>>;
}) {
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  const when = (at: string) => dateTimeIn(lang, at, "shortDateTime");
  const [form, fields] = useAddNewsFeedForm(result);
  return (
    <section>
      <h2 className="text-lg font-semibold">{t(/*i18n*/ { id: "adminNews.newsFeeds", message: "News feeds" })}</h2>
      <ul className="mt-2 divide-y divide-border text-sm">
        {feeds.map((f) => (
          <FeedRow key={f.id} f={f} failedFeed={failedFeed} when={when} wrote={wrote} t={t} />
        ))}
      </ul>
      <AddFeedForm form={form} fields={fields} lang={lang} categories={categories} t={t} />
      <ImportRuns runs={runs} t={t} />
    </section>
  );
}
