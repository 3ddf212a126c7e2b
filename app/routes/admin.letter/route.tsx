// /admin/letter: the next weekly letter as it stands now (the same template the mail uses), and "Send me a test".
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Button } from "~/components/button";
import { badRequest } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import { plain } from "~/lib/i18n/plain";
import { LETTER_TOPICS, WEEKDAY_NAMES, letterSubject, renderLetter } from "~/lib/letter";
import { flash } from "~/lib/toast.server";
import { getLetterSchedule } from "~/models/letter.server";
import { requireAdmin } from "~/services/auth.server";
import { buildLetterContent, letterRenderInput, sendTestLetter } from "~/services/letter.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const content = await buildLetterContent(context, context.now());
  const input = await letterRenderInput(context, content);
  // The letter as a reader of the admin's language gets it (each reader's letter is in their own language).
  const lang = context.lang;
  const words = input.languages[lang];
  const { bodyHtml, text } = renderLetter({ ...input, topics: LETTER_TOPICS, manageUrl: null, lang, words });
  const subject = lang === "en" ? content.title : letterSubject(input.siteName, content.date, lang, words);
  const messages = messagesFor(lang, "adminLetter");
  // The weekday and hour the schedule says, in the reader's words ("Mondays at 7 AM" / "los lunes a las 07:00").
  const schedule = await getLetterSchedule(context.db);
  const days = messagesFor(lang, "adminLetterSchedule");
  const when = {
    weekday: lang === "en" ? WEEKDAY_NAMES[schedule.weekday] : days[`day_${schedule.weekday as 0 | 1 | 2 | 3 | 4 | 5 | 6}`],
    hour: lang === "en" ? `${schedule.hour % 12 || 12} ${schedule.hour < 12 ? "AM" : "PM"}` : `${String(schedule.hour).padStart(2, "0")}:00`,
  };
  return json({ subject, bodyHtml, text, when, messages, title: messages.title });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  // The page's one button says what it does; a post without it sends nothing.
  if (!z.literal("send-test").safeParse((await request.formData()).get("intent")).success)
    badRequest(context.lang, "That request could not be understood.");
  await sendTestLetter(context, admin.email);
  flash(context, { title: "Test Sent", description: `A test letter went to ${admin.email}.` });
  return redirect("/admin/letter");
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Weekly letter preview" },
  { name: "robots", content: "noindex" },
];

export default function AdminLetter() {
  const { subject, bodyHtml, text, when, messages } = useLoaderData<typeof loader>();
  const t = plain<"adminLetter">(messages);
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold">{t("title")}</h2>
      <p className="text-sm opacity-80">
        {t("goesOn", when)}
        <Link to="/admin/settings" className="text-primary underline">
          {t("change")}
        </Link>
        {t("subject")}
        {subject}
      </p>
      <Form method="post">
        <Button type="submit" name="intent" value="send-test">
          {t("sendTest")}
        </Button>
      </Form>
      <div className="rounded border border-border p-4" data-testid="letter-preview" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <details>
        <summary className="cursor-pointer">{t("plainText")}</summary>
        <pre className="mt-2 whitespace-pre-wrap text-sm">{text}</pre>
      </details>
    </section>
  );
}
