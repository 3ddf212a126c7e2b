// The verified owner edits their listing; the places import will not overwrite these fields afterwards.
import { getFormProps, getInputProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Field, TextareaField } from "~/components/forms";
import { requireUser } from "~/services/auth.server";
import { DAYS } from "~/lib/business";
import { flash } from "~/lib/toast.server";
import { getOwnedBusiness, updateOwnedBusiness } from "~/models/businesses.server";

const optional = (max: number) => z.string().trim().max(max).optional().transform((v) => v || null);
const editSchema = z.object({
  description: optional(5000),
  phone: optional(20),
  email: z.union([z.literal(""), z.string().trim().email("Please enter a valid email address")]).optional().transform((v) => v || null),
  website: z.union([z.literal(""), z.string().trim().url("Please enter a valid website URL")]).optional().transform((v) => v || null),
  address: optional(300),
  logoUrl: z.union([z.literal(""), z.string().trim().url("Please enter a valid image URL").refine((u) => /^https?:/i.test(u), "Please enter a valid image URL")]).optional().transform((v) => v || null),
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

async function ownedOr404(request: Request, context: LoaderFunctionArgs["context"], idParam: string | undefined) {
  const user = await requireUser(request, context);
  const business = /^\d+$/.test(idParam ?? "") ? await getOwnedBusiness(context.db, Number(idParam), user.id) : null;
  if (!business || business.claimStatus !== "approved") throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  return { user, business };
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { business: b } = await ownedOr404(request, context, params.id);
  return json({
    id: b.id,
    name: b.name,
    defaults: {
      description: b.description ?? "",
      phone: b.phone ?? "",
      email: b.email ?? "",
      website: b.website ?? "",
      address: b.address ?? "",
      logoUrl: b.logoUrl ?? "",
      services: (b.services ?? []).join(", "),
      ...Object.fromEntries(DAYS.map((d) => [`hours_${d}`, b.hours?.[d] ?? ""])),
    } as Record<string, string>,
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { user, business } = await ownedOr404(request, context, params.id);
  const submission = parseWithZod(await request.formData(), { schema: editSchema });
  if (submission.status !== "success") return json(submission.reply(), { status: 400 });
  const v = submission.value;
  const hours = Object.fromEntries(DAYS.map((d) => [d, v[hoursField(d)] ?? ""]));
  const services = (v.services ?? "").split(",").map((s) => s.trim()).filter(Boolean).slice(0, 30);
  await updateOwnedBusiness(context.db, business.id, user.id, {
    description: v.description, phone: v.phone, email: v.email, website: v.website, address: v.address, logoUrl: v.logoUrl, hours, services,
  }, context.now());
  flash(context, { title: "Success", description: "Your listing has been updated." });
  return redirect(`/businesses/${business.id}`);
}

export const meta: MetaFunction = () => [{ title: "Edit listing" }, { name: "robots", content: "noindex" }];

export default function EditBusiness() {
  const data = useLoaderData<typeof loader>();
  const lastResult = useActionData<typeof action>();
  const [form, fields] = useForm<z.input<typeof editSchema>, z.output<typeof editSchema>>({
    id: "edit-business",
    lastResult,
    defaultValue: data.defaults,
    constraint: getZodConstraint(editSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editSchema }),
  });
  return (
    <section className="mx-auto max-w-2xl">
      <Link to={`/businesses/${data.id}`} className="text-sm text-primary">← Back to the listing</Link>
      <h1 className="mt-2 text-2xl font-bold">Edit {data.name}</h1>
      <Form method="post" {...getFormProps(form)} className="mt-6 space-y-4">
        <TextareaField label="About" rows={5} errors={fields.description.errors} {...getTextareaProps(fields.description)} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Phone" errors={fields.phone.errors} {...getInputProps(fields.phone, { type: "tel" })} />
          <Field label="Email" errors={fields.email.errors} {...getInputProps(fields.email, { type: "email" })} />
          <Field label="Website" errors={fields.website.errors} {...getInputProps(fields.website, { type: "text" })} />
          <Field label="Logo URL" errors={fields.logoUrl.errors} {...getInputProps(fields.logoUrl, { type: "url" })} />
        </div>
        <Field label="Address" errors={fields.address.errors} {...getInputProps(fields.address, { type: "text" })} />
        <Field label="Services (comma-separated)" errors={fields.services.errors} {...getInputProps(fields.services, { type: "text" })} />
        <fieldset className="rounded border border-border p-4">
          <legend className="px-1 text-sm font-medium">Hours (e.g. 7:00 AM - 9:00 PM, or Closed)</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            {DAYS.map((d) => (
              <div key={d}>
                <Field label={d} errors={fields[hoursField(d)].errors} {...getInputProps(fields[hoursField(d)], { type: "text" })} />
              </div>
            ))}
          </div>
        </fieldset>
        <button type="submit" className="rounded bg-primary px-5 py-2 font-medium text-primary-foreground">Save changes</button>
      </Form>
    </section>
  );
}
