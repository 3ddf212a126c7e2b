// /admin/letter (issue 42): the editor's side of the weekly letter. The next letter with an editor's note, items to
// drop or pin first, "Send now", "Skip this week" and "Send me a test", a preview for a chosen set of topics (the same
// template the mail uses), and the numbers: subscribers by topic and each issue sent. Every form works without JS.
import type { MetaFunction } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { plain } from "~/lib/i18n/plain";
import { adminLetterAction, adminLetterLoader } from "./actions.server";
import { EditorSection } from "./editor-section";
import { ItemsSection } from "./items-section";
import { NumbersSection } from "./numbers-section";
import { PreviewSection } from "./preview-section";

export const loader = adminLetterLoader;
export const action = adminLetterAction;

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "Weekly letter preview" },
  { name: "robots", content: "noindex" },
];

export default function AdminLetter() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = plain<"adminLetter">(data.messages);
  return (
    <div className="space-y-8">
      <EditorSection data={data} noteError={result?.noteError ?? null} t={t} />
      <div className="grid gap-8 lg:grid-cols-2">
        <ItemsSection items={data.items} lang={data.lang} t={t} />
        <PreviewSection shown={data.shown} bodyHtml={data.bodyHtml} text={data.text} t={t} />
      </div>
      <NumbersSection numbers={data.numbers} t={t} />
    </div>
  );
}
