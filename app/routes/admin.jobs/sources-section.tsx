import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { ErrorList } from "~/components/forms";
import { formatTownDate } from "~/lib/dates";
import type { adminJobsLoader } from "./actions.server";
import { addSourceSchema } from "./schema";

type Data = SerializeFrom<typeof adminJobsLoader>;
const input = "block rounded border border-border bg-background px-2 py-1";

/** The job sources the import reads: pause/resume and remove each, and the form that adds one (errors beside its fields). */
export function SourcesSection({
  sources,
  categories,
  result,
}: {
  sources: Data["sources"];
  categories: Data["categories"];
  result: SubmissionResult | null;
}) {
  const [form, fields] = useForm({
    lastResult: result,
    constraint: getZodConstraint(addSourceSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addSourceSchema }),
  });
  return (
    <section aria-labelledby="job-sources">
      <h2 id="job-sources" className="text-lg font-semibold">
        Job sources
      </h2>
      <p className="text-sm opacity-80">
        Greenhouse job boards (board token), Lever companies (company name in its jobs URL) and RSS/Atom feeds of postings. Imported daily.
      </p>
      <ul className="mt-2 divide-y divide-border text-sm">
        {sources.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2" data-testid="job-source">
            <span>
              <span className="font-medium">{s.name}</span>{" "}
              <span className="opacity-70">
                {s.kind}: {s.reference}
              </span>
              {!s.isActive ? <span className="ml-2 rounded bg-secondary px-1.5 text-xs">paused</span> : null}
              {s.lastError ? <span className="block text-red-700">Last error: {s.lastError}</span> : null}
              {s.lastFetchedAt ? <span className="block opacity-70">Last fetched {formatTownDate(s.lastFetchedAt, "MMM d, h:mm a")}</span> : null}
            </span>
            <span className="flex gap-2">
              <Form method="post">
                <input type="hidden" name="sourceId" value={s.id} />
                <input type="hidden" name="isActive" value={s.isActive ? "false" : "true"} />
                <Button name="intent" value="toggle-source" variant="small-secondary">
                  {s.isActive ? "Pause" : "Resume"} {s.name}
                </Button>
              </Form>
              <Form method="post">
                <input type="hidden" name="sourceId" value={s.id} />
                <Button name="intent" value="remove-source" variant="small-secondary">
                  Remove {s.name}
                </Button>
              </Form>
            </span>
          </li>
        ))}
      </ul>
      <Form method="post" {...getFormProps(form)} className="mt-3 flex flex-wrap items-end gap-2 text-sm" aria-label="Add a job source">
        <input type="hidden" name="intent" value="add-source" />
        <div>
          <label>
            Name <input {...getInputProps(fields.name, { type: "text" })} className={input} />
          </label>
          <ErrorList id={fields.name.errorId} errors={fields.name.errors} />
        </div>
        <div>
          <label>
            Kind
            <select {...getSelectProps(fields.kind)} className={input}>
              <option value="greenhouse">Greenhouse board</option>
              <option value="lever">Lever postings</option>
              <option value="rss">RSS/Atom feed</option>
            </select>
          </label>
          <ErrorList id={fields.kind.errorId} errors={fields.kind.errors} />
        </div>
        <div>
          <label>
            Board token, company or feed URL <input {...getInputProps(fields.reference, { type: "text" })} className={input} />
          </label>
          <ErrorList id={fields.reference.errorId} errors={fields.reference.errors} />
        </div>
        <CategorySelect categories={categories} placeholder="None" errors={fields.categoryId.errors} {...getSelectProps(fields.categoryId)} />
        <Button variant="small-secondary">Add source</Button>
        <ErrorList id={form.errorId} errors={form.errors} />
      </Form>
    </section>
  );
}
