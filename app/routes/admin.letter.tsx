// /admin/letter: the next weekly letter as it stands now (the same template the mail uses), and "Send me a test".
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Button } from "~/components/button";
import { badRequest } from "~/lib/http.server";
import { LETTER_TOPICS, WEEKDAY_NAMES, renderLetter } from "~/lib/letter";
import { flash } from "~/lib/toast.server";
import { getLetterSchedule } from "~/models/letter.server";
import { requireAdmin } from "~/services/auth.server";
import { buildLetterContent, letterRenderInput, sendTestLetter } from "~/services/letter.server";

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const content = await buildLetterContent(context, context.now());
  const input = await letterRenderInput(context, content);
  const { bodyHtml, text } = renderLetter({ ...input, topics: LETTER_TOPICS, manageUrl: null });
  return json({ subject: content.title, bodyHtml, text, schedule: await getLetterSchedule(context.db) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  // The page's one button says what it does; a post without it sends nothing.
  if (!z.literal("send-test").safeParse((await request.formData()).get("intent")).success) badRequest("That request could not be understood.");
  await sendTestLetter(context, admin.email);
  flash(context, { title: "Test Sent", description: `A test letter went to ${admin.email}.` });
  return redirect("/admin/letter");
}

export const meta: MetaFunction = () => [{ title: "Weekly letter preview" }, { name: "robots", content: "noindex" }];

export default function AdminLetter() {
  const { subject, bodyHtml, text, schedule } = useLoaderData<typeof loader>();
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold">Weekly letter preview</h2>
      <p className="text-sm opacity-80">
        Goes on {WEEKDAY_NAMES[schedule.weekday]}s at {schedule.hour % 12 || 12} {schedule.hour < 12 ? "AM" : "PM"}, Indiana time (
        <Link to="/admin/settings" className="text-primary underline">
          change
        </Link>
        ). Subject: {subject}
      </p>
      <Form method="post">
        <Button type="submit" name="intent" value="send-test">
          Send me a test
        </Button>
      </Form>
      <div className="rounded border border-border p-4" data-testid="letter-preview" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <details>
        <summary className="cursor-pointer">Plain-text part</summary>
        <pre className="mt-2 whitespace-pre-wrap text-sm">{text}</pre>
      </details>
    </section>
  );
}
