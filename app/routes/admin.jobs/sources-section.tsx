import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { dateTimeIn, useAdminText } from "~/components/admin-text";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { ErrorList } from "~/components/forms";
import { WrittenValue } from "~/components/written-value";
import type { Lang } from "~/lib/i18n/lang";
import { HOLE, peopleWroteLang, type T } from "~/lib/i18n/plain";
import type { adminJobsLoader } from "./actions.server";
import { addSourceSchema } from "./schema";

type Data = SerializeFrom<typeof adminJobsLoader>;
const input = "block rounded border border-border bg-background px-2 py-1";
type Wrote = ReturnType<typeof peopleWroteLang>;

function useAddSourceForm(result: SubmissionResult | null) {
  return useForm({
    lastResult: result,
    constraint: getZodConstraint(addSourceSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addSourceSchema }),
  });
}

function SourceRow({ s, lang, wrote, t }: { s: Data["sources"][number]; lang: Lang; wrote: Wrote; t: T<"adminJobs"> }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="job-source">
      <span>
        <span className="font-medium" lang={wrote}>
          {s.name}
        </span>{" "}
        <span className="opacity-70">
          {s.kind}: {s.reference}
        </span>
        {!s.isActive ? (
          <span className="ml-2 rounded bg-secondary px-1.5 text-xs">{t(/*i18n*/ { id: "adminJobs.paused", message: "paused" })}</span>
        ) : null}
        {s.lastError ? (
          <span className="block text-red-700">
            <WrittenValue message={t(/*i18n*/ { id: "adminJobs.lastError", message: "Last error: {error}" }, { error: HOLE })} lang={wrote}>
              {s.lastError}
            </WrittenValue>
          </span>
        ) : null}
        {s.lastFetchedAt ? (
          <span className="block opacity-70">
            {t(
              /*i18n*/ { id: "adminJobs.lastFetched", message: "Last fetched {date}" },
              { date: dateTimeIn(lang, s.lastFetchedAt, "shortDateTime") },
            )}
          </span>
        ) : null}
      </span>
      <span className="flex gap-2">
        <Form method="post">
          <input type="hidden" name="sourceId" value={s.id} />
          <input type="hidden" name="isActive" value={s.isActive ? "false" : "true"} />
          <Button name="intent" value="toggle-source" variant="small-secondary">
            <WrittenValue
              message={t(
                s.isActive
                  ? /*i18n*/ { id: "adminJobs.pause", message: "Pause {name}" }
                  : /*i18n*/ { id: "adminJobs.resume", message: "Resume {name}" },
                { name: HOLE },
              )}
              lang={wrote}
            >
              {s.name}
            </WrittenValue>
          </Button>
        </Form>
        <Form method="post">
          <input type="hidden" name="sourceId" value={s.id} />
          <Button name="intent" value="remove-source" variant="small-secondary">
            <WrittenValue message={t(/*i18n*/ { id: "adminJobs.remove", message: "Remove {name}" }, { name: HOLE })} lang={wrote}>
              {s.name}
            </WrittenValue>
          </Button>
        </Form>
      </span>
    </li>
  );
}

function AddSourceForm({
  form,
  fields,
  categories,
  wrote,
  t,
}: {
  form: ReturnType<typeof useAddSourceForm>[0];
  fields: ReturnType<typeof useAddSourceForm>[1];
  categories: Data["categories"];
  wrote: Wrote;
  t: T<"adminJobs">;
}) {
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="mt-3 flex flex-wrap items-end gap-2 text-sm"
      aria-label={t(/*i18n*/ { id: "adminJobs.addSource", message: "Add a job source" })}
    >
      <input type="hidden" name="intent" value="add-source" />
      <div>
        <label>
          {t(/*i18n*/ { id: "adminJobs.name", message: "Name" })} <input {...getInputProps(fields.name, { type: "text" })} className={input} />
        </label>
        <ErrorList id={fields.name.errorId} errors={fields.name.errors} />
      </div>
      <div>
        <label>
          {t(/*i18n*/ { id: "adminJobs.kind", message: "Kind" })}
          <select {...getSelectProps(fields.kind)} className={input}>
            <option value="greenhouse">{t(/*i18n*/ { id: "adminJobs.kind_greenhouse", message: "Greenhouse board" })}</option>
            <option value="lever">{t(/*i18n*/ { id: "adminJobs.kind_lever", message: "Lever postings" })}</option>
            <option value="rss">{t(/*i18n*/ { id: "adminJobs.kind_rss", message: "RSS/Atom feed" })}</option>
          </select>
        </label>
        <ErrorList id={fields.kind.errorId} errors={fields.kind.errors} />
      </div>
      <div>
        <label>
          {t(/*i18n*/ { id: "adminJobs.reference", message: "Board token, company or feed URL" })}{" "}
          <input {...getInputProps(fields.reference, { type: "text" })} className={input} />
        </label>
        <ErrorList id={fields.reference.errorId} errors={fields.reference.errors} />
      </div>
      <CategorySelect
        categories={categories}
        label={t(/*i18n*/ { id: "adminJobs.category", message: "Category" })}
        placeholder={t(/*i18n*/ { id: "adminJobs.none", message: "None" })}
        optionLang={wrote}
        errors={fields.categoryId.errors}
        {...getSelectProps(fields.categoryId)}
      />
      <Button variant="small-secondary">{t(/*i18n*/ { id: "adminJobs.addSourceButton", message: "Add source" })}</Button>
      <ErrorList id={form.errorId} errors={form.errors} />
    </Form>
  );
}

/** The job sources the import reads: pause/resume and remove each, and the form that adds one (errors beside its fields). */
export function SourcesSection({
  sources,
  categories,
  result,
  t,
}: {
  sources: Data["sources"];
  categories: Data["categories"];
  result: SubmissionResult | null;
  t: T<"adminJobs">;
}) {
  const { lang } = useAdminText();
  const wrote = peopleWroteLang(lang);
  // The form's hook stays here, where it always was, so its generated ids are the same.
  const [form, fields] = useAddSourceForm(result);
  return (
    <section aria-labelledby="job-sources">
      <h2 id="job-sources" className="text-lg font-semibold">
        {t(/*i18n*/ { id: "adminJobs.jobSources", message: "Job sources" })}
      </h2>
      <p className="text-sm opacity-80">
        {t(
          /*i18n*/ {
            id: "adminJobs.sourcesHint",
            message:
              "Greenhouse job boards (board token), Lever companies (company name in its jobs URL) and RSS/Atom feeds of postings. Imported daily.",
          },
        )}
      </p>
      <ul className="mt-2 divide-y divide-border text-sm">
        {sources.map((s) => (
          <SourceRow key={s.id} s={s} lang={lang} wrote={wrote} t={t} />
        ))}
      </ul>
      <AddSourceForm form={form} fields={fields} categories={categories} wrote={wrote} t={t} />
    </section>
  );
}
