import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { ErrorList, Field } from "~/components/forms";
import { WrittenValue } from "~/components/written-value";
import type { Lang } from "~/lib/i18n/lang";
import { HOLE, peopleWroteLang, type T } from "~/lib/i18n/plain";
import type { adminEventsLoader } from "./actions.server";
import { addFeedSchema } from "./schema";

type Data = SerializeFrom<typeof adminEventsLoader>;
type Wrote = ReturnType<typeof peopleWroteLang>;

function useAddFeedForm(result: SubmissionResult | null) {
  return useForm({
    lastResult: result,
    constraint: getZodConstraint(addFeedSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addFeedSchema }),
  });
}

function FeedRow({ f, lang, wrote, t }: { f: Data["feeds"][number]; lang: Lang; wrote: Wrote; t: T<"adminEvents"> }) {
  return (
    <li className="flex flex-wrap items-start justify-between gap-3 py-2 text-sm">
      <div>
        <p className="font-medium" lang={wrote}>
          {f.name}
        </p>
        <p className="break-all opacity-70">{f.url}</p>
        <p className="opacity-70">
          {f.categoryName ? (
            <WrittenValue message={t(/*i18n*/ { id: "adminEvents.categoryIs", message: "Category: {name} · " }, { name: HOLE })} lang={wrote}>
              {f.categoryName}
            </WrittenValue>
          ) : null}
          {f.lastFetchedAt
            ? t(/*i18n*/ { id: "adminEvents.lastRead", message: "Last read {date}" }, { date: dateTimeIn(lang, f.lastFetchedAt, "shortDateTime") })
            : t(/*i18n*/ { id: "adminEvents.notRead", message: "Not read yet" })}
        </p>
        {f.lastError ? (
          <p className="text-red-700">
            <WrittenValue message={t(/*i18n*/ { id: "adminEvents.lastError", message: "Last error: {error}" }, { error: HOLE })} lang={wrote}>
              {f.lastError}
            </WrittenValue>
          </p>
        ) : null}
      </div>
      <Form method="post">
        <input type="hidden" name="intent" value="remove-feed" />
        <input type="hidden" name="feedId" value={f.id} />
        <Button variant="small-secondary" aria-label={t(/*i18n*/ { id: "adminEvents.removeName", message: "Remove {name}" }, { name: f.name })}>
          {t(/*i18n*/ { id: "adminEvents.remove", message: "Remove" })}
        </Button>
      </Form>
    </li>
  );
}

function AddFeedForm({
  form,
  fields,
  categories,
  wrote,
  t,
}: {
  form: ReturnType<typeof useAddFeedForm>[0];
  fields: ReturnType<typeof useAddFeedForm>[1];
  categories: Data["categories"];
  wrote: Wrote;
  t: T<"adminEvents">;
}) {
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-2">
      <input type="hidden" name="intent" value="add-feed" />
      <Field
        label={t(/*i18n*/ { id: "adminEvents.feedName", message: "Feed name" })}
        {...getInputProps(fields.name, { type: "text" })}
        errors={fields.name.errors}
        required
      />
      <Field
        label={t(/*i18n*/ { id: "adminEvents.feedUrl", message: "Feed URL" })}
        {...getInputProps(fields.url, { type: "url" })}
        errors={fields.url.errors}
        placeholder="https://… .ics"
        required
      />
      <CategorySelect
        categories={categories}
        {...getSelectProps(fields.categoryId)}
        errors={fields.categoryId.errors}
        label={t(/*i18n*/ { id: "adminEvents.category", message: "Category" })}
        placeholder={t(/*i18n*/ { id: "adminEvents.fromFeed", message: "From the feed's CATEGORIES" })}
        optionLang={wrote}
      />
      <div className="flex items-end">
        <Button>{t(/*i18n*/ { id: "adminEvents.addFeed", message: "Add feed" })}</Button>
      </div>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}

/** The iCalendar feeds the import reads: remove each, and the form that adds one (errors beside its fields). */
export function FeedsSection({
  feeds,
  categories,
  result,
  t,
}: {
  feeds: Data["feeds"];
  categories: Data["categories"];
  result: SubmissionResult | null;
  t: T<"adminEvents">;
}) {
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  // The form's hook stays here, where it always was, so its generated ids are the same.
  const [form, fields] = useAddFeedForm(result);
  return (
    <section aria-labelledby="feeds-heading" className="space-y-3">
      <h3 id="feeds-heading" className="font-semibold">
        {t(/*i18n*/ { id: "adminEvents.icalFeeds", message: "iCalendar feeds" })}
      </h3>
      <ul className="divide-y divide-border" aria-label={t(/*i18n*/ { id: "adminEvents.eventFeeds", message: "Event feeds" })}>
        {feeds.map((f) => (
          <FeedRow key={f.id} f={f} lang={lang} wrote={wrote} t={t} />
        ))}
      </ul>
      <AddFeedForm form={form} fields={fields} categories={categories} wrote={wrote} t={t} />
    </section>
  );
}
