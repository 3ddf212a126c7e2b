import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import type { z } from "zod";
import { StatusButton, useIsPending } from "~/components/button";
import { Field, SelectField, TextareaField } from "~/components/forms";
import { Link } from "~/components/site-link";
import { useSupportEmail } from "~/components/support-email";
import { useActionToast } from "~/components/toaster";
import { FAQ } from "~/lib/faq";
import { faqIn } from "~/lib/faq.server";
import { messagesFor, validationFor } from "~/lib/i18n/catalogue.server";
import { labelOf, tr } from "~/lib/i18n/descriptor";
import type { Messages } from "~/lib/i18n/en";
import { contactSchema, HONEYPOT, isHoneypotFilled, SUPPORT_CATEGORIES, SUPPORT_CATEGORY_NAMES } from "~/lib/support";
import { failureToast, flash } from "~/lib/toast.server";
import { getUser } from "~/services/auth.server";
import { receiveContactMessage } from "~/services/support.server";

const FAQ_CATEGORIES = Object.keys(FAQ);
const DEFAULT_FAQ_CATEGORY = "Account & Registration";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const faq = new URL(request.url).searchParams.get("faq");
  const user = await getUser(context);
  const faqCategory = faq && FAQ_CATEGORIES.includes(faq) ? faq : DEFAULT_FAQ_CATEGORY;
  return json({
    validation: validationFor(context.lang, "contact"),
    faqCategory,
    faqItems: faqIn(context.lang, faqCategory),
    defaults: { name: user ? [user.firstName, user.lastName].filter(Boolean).join(" ") : "", email: user?.email ?? "" },
    m: messagesFor(context.lang, "support"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const formData = await request.formData();
  if (isHoneypotFilled(formData.get(HONEYPOT))) return redirect("/support"); // silently drop spam
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return json(submission.reply(), { status: 400 });
  }
  try {
    const user = await getUser(context);
    await receiveContactMessage(context, submission.value, user ? { id: user.id, email: user.email } : null);
  } catch (error) {
    console.error("support message failed", error);
    const toast = failureToast(context, {
      title: /*i18n*/ { id: "toasts.Failed to Send", message: "Failed to Send" },
      description: /*i18n*/ { id: "toasts.Please try again or email us directly.", message: "Please try again or email us directly." },
      variant: "destructive",
    });
    return json({ ...submission.reply(), toast }, { status: 500 });
  }
  flash(context, {
    title: /*i18n*/ { id: "toasts.Message Sent!", message: "Message Sent!" },
    description: /*i18n*/ {
      id: "toasts.We've received your message and will respond within 24 hours.",
      message: "We've received your message and will respond within 24 hours.",
    },
  });
  return redirect("/support");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data ? tr(data.m, /*i18n*/ { id: "support.metaTitle", message: "Help & Support" }) : "Help & Support" },
  {
    name: "description",
    content:
      tr(
        data?.m,
        /*i18n*/ { id: "support.metaDescription", message: "Answers to common questions and a way to reach the people who run the site." },
      ) ?? "",
  },
];

type M = Messages<"support">;
const categoryLabel = (m: M, c: string) => labelOf((d) => tr(m, d), SUPPORT_CATEGORY_NAMES, c);

function ContactForm({ defaults, m }: { defaults: { name: string; email: string }; m: M }) {
  const lastResult = useActionData<typeof action>();
  const sending = useIsPending({ formAction: "/support" });
  const [form, fields] = useForm<z.input<typeof contactSchema>>({
    id: "contact",
    lastResult,
    defaultValue: defaults,
    constraint: getZodConstraint(contactSchema),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: contactSchema }),
  });
  useActionToast(lastResult);
  return (
    <Form method="post" action="/support" {...getFormProps(form)} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={tr(m, /*i18n*/ { id: "support.name", message: "Name" })}
          required
          errors={fields.name.errors}
          {...getInputProps(fields.name, { type: "text" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "support.email", message: "Email" })}
          required
          errors={fields.email.errors}
          {...getInputProps(fields.email, { type: "email" })}
        />
      </div>
      <SelectField
        label={tr(m, /*i18n*/ { id: "support.category", message: "Category" })}
        options={SUPPORT_CATEGORIES.map((c) => ({ value: c, label: categoryLabel(m, c) }))}
        required
        errors={fields.category.errors}
        placeholder={tr(m, /*i18n*/ { id: "support.selectCategory", message: "Select a category" })}
        {...getSelectProps(fields.category)}
      />
      <Field
        label={tr(m, /*i18n*/ { id: "support.subject", message: "Subject" })}
        required
        errors={fields.subject.errors}
        {...getInputProps(fields.subject, { type: "text" })}
      />
      <TextareaField
        label={tr(m, /*i18n*/ { id: "support.message", message: "Message" })}
        required
        rows={6}
        errors={fields.message.errors}
        {...getTextareaProps(fields.message)}
      />
      <div aria-hidden="true" className="hidden">
        <label>
          {tr(m, /*i18n*/ { id: "support.leaveEmpty", message: "Leave this empty" })} <input name={HONEYPOT} tabIndex={-1} autoComplete="off" />
        </label>
      </div>
      <StatusButton pending={sending} pendingText={tr(m, /*i18n*/ { id: "support.sending", message: "Sending..." })}>
        {tr(m, /*i18n*/ { id: "support.sendMessage", message: "Send Message" })}
      </StatusButton>
    </Form>
  );
}

export default function Support() {
  const { faqCategory, faqItems, defaults, m } = useLoaderData<typeof loader>();
  const location = useLocation();
  const email = useSupportEmail();
  return (
    <div className="space-y-12">
      <header>
        <h1 className="text-3xl font-bold">{tr(m, /*i18n*/ { id: "support.title", message: "Help & Support" })}</h1>
        <div className="mt-6 grid gap-4 sm:grid-cols-3">
          <div className="rounded-lg border border-border p-5">
            <h2 className="font-semibold">{tr(m, /*i18n*/ { id: "support.emailSupport", message: "Email Support" })}</h2>
            <p className="mt-1 text-sm opacity-80">{tr(m, /*i18n*/ { id: "support.writeAnyTime", message: "Write to us any time." })}</p>
            {email ? (
              <a className="mt-3 inline-block text-primary underline" href={`mailto:${email}`}>
                {email}
              </a>
            ) : null}
          </div>
          <div className="rounded-lg border border-border p-5">
            <h2 className="font-semibold">{tr(m, /*i18n*/ { id: "support.contactForm", message: "Contact Form" })}</h2>
            <p className="mt-1 text-sm opacity-80">
              {tr(m, /*i18n*/ { id: "support.respondWithin", message: "We typically respond within 24 hours." })}
            </p>
            <a className="mt-3 inline-block rounded border border-border px-3 py-1" href="#contact-form">
              {tr(m, /*i18n*/ { id: "support.sendMessage", message: "Send Message" })}
            </a>
          </div>
          <div className="rounded-lg border border-border p-5">
            <h2 className="font-semibold">{tr(m, /*i18n*/ { id: "support.faqSection", message: "FAQ Section" })}</h2>
            <p className="mt-1 text-sm opacity-80">{tr(m, /*i18n*/ { id: "support.quickAnswers", message: "Quick answers to common questions." })}</p>
            <a className="mt-3 inline-block rounded border border-border px-3 py-1" href="#faq-section">
              {tr(m, /*i18n*/ { id: "support.browseFaqs", message: "Browse FAQs" })}
            </a>
          </div>
        </div>
      </header>

      <section id="faq-section" aria-labelledby="faq-heading" className="scroll-mt-4">
        <h2 id="faq-heading" className="text-2xl font-bold">
          {tr(m, /*i18n*/ { id: "support.faqTitle", message: "Frequently Asked Questions" })}
        </h2>
        <div className="mt-4 grid gap-6 md:grid-cols-[16rem_1fr]">
          <nav aria-label={tr(m, /*i18n*/ { id: "support.faqCategories", message: "FAQ categories" })} className="flex flex-col gap-1">
            {FAQ_CATEGORIES.map((c) => (
              <Link
                key={c}
                to={`/support?faq=${encodeURIComponent(c)}#faq-section`}
                preventScrollReset
                aria-current={c === faqCategory ? "true" : undefined}
                className={`rounded px-3 py-2 text-left text-sm ${c === faqCategory ? "bg-primary text-primary-foreground" : "hover:bg-secondary"}`}
              >
                {categoryLabel(m, c)}
              </Link>
            ))}
          </nav>
          <div className="divide-y divide-border rounded-lg border border-border">
            {faqItems.map((item, i) => (
              // details with one shared name: the browser keeps one answer open at a time, no script needed.
              <details key={item.q} name="faq" open={i === 0} className="group p-4">
                <summary className="cursor-pointer font-medium">{item.q}</summary>
                <p className="mt-2 opacity-80">{item.a}</p>
              </details>
            ))}
          </div>
        </div>
      </section>

      <section id="contact-form" aria-labelledby="contact-heading" className="scroll-mt-4">
        <h2 id="contact-heading" className="text-2xl font-bold">
          {tr(m, /*i18n*/ { id: "support.contactSupport", message: "Contact Support" })}
        </h2>
        <div className="mt-4 max-w-2xl">
          {/* A new key after a successful send (the redirect is a new location) clears the form, as the spec asks. */}
          <ContactForm key={location.key} defaults={defaults} m={m} />
        </div>
      </section>
    </div>
  );
}
