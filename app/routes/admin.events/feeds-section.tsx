import { getFormProps, getInputProps, getSelectProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import type { SerializeFrom } from "@remix-run/cloudflare";
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { CategorySelect } from "~/components/category-select";
import { ErrorList, Field } from "~/components/forms";
import { formatShortDateTime } from "~/lib/dates";
import type { adminEventsLoader } from "./actions.server";
import { addFeedSchema } from "./schema";

type Data = SerializeFrom<typeof adminEventsLoader>;

/** The iCalendar feeds the import reads: remove each, and the form that adds one (errors beside its fields). */
export function FeedsSection({
  feeds,
  categories,
  result,
}: {
  feeds: Data["feeds"];
  categories: Data["categories"];
  result: SubmissionResult | null;
}) {
  const [form, fields] = useForm({
    lastResult: result,
    constraint: getZodConstraint(addFeedSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: addFeedSchema }),
  });
  return (
    <section aria-labelledby="feeds-heading" className="space-y-3">
      <h3 id="feeds-heading" className="font-semibold">
        iCalendar feeds
      </h3>
      <ul className="divide-y divide-border" aria-label="Event feeds">
        {feeds.map((f) => (
          <li key={f.id} className="flex flex-wrap items-start justify-between gap-3 py-2 text-sm">
            <div>
              <p className="font-medium">{f.name}</p>
              <p className="break-all opacity-70">{f.url}</p>
              <p className="opacity-70">
                {f.categoryName ? `Category: ${f.categoryName} · ` : ""}
                {f.lastFetchedAt ? `Last read ${formatShortDateTime(f.lastFetchedAt)}` : "Not read yet"}
              </p>
              {f.lastError ? <p className="text-red-700">Last error: {f.lastError}</p> : null}
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="remove-feed" />
              <input type="hidden" name="feedId" value={f.id} />
              <Button variant="small-secondary" aria-label={`Remove ${f.name}`}>
                Remove
              </Button>
            </Form>
          </li>
        ))}
      </ul>
      <Form method="post" {...getFormProps(form)} className="grid gap-3 rounded-lg border border-border p-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="add-feed" />
        <Field label="Feed name" {...getInputProps(fields.name, { type: "text" })} errors={fields.name.errors} required />
        <Field label="Feed URL" {...getInputProps(fields.url, { type: "url" })} errors={fields.url.errors} placeholder="https://… .ics" required />
        <CategorySelect
          categories={categories}
          {...getSelectProps(fields.categoryId)}
          errors={fields.categoryId.errors}
          placeholder="From the feed's CATEGORIES"
        />
        <div className="flex items-end">
          <Button>Add feed</Button>
        </div>
        <ErrorList id={form.errorId} errors={form.errors} />
      </Form>
    </section>
  );
}
