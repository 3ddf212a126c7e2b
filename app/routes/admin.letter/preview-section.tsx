// The letter as a reader of a chosen set of topics gets it (a GET form of topic checkboxes), and its plain-text part.
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import type { T } from "~/lib/i18n/plain";
import { LETTER_TOPICS, type LetterTopic } from "~/lib/letter";
import { TOPIC_WORDS } from "./topic-words";

export function PreviewSection({ shown, bodyHtml, text, t }: { shown: LetterTopic[]; bodyHtml: string; text: string; t: T<"adminLetter"> }) {
  return (
    <section className="min-w-0 space-y-3" aria-labelledby="letter-preview-for">
      <Form method="get" className="space-y-2">
        <fieldset>
          <legend id="letter-preview-for" className="text-lg font-semibold">
            {t(/*i18n*/ { id: "adminLetter.previewFor", message: "Preview for readers of" })}
          </legend>
          <div className="mt-1 flex flex-wrap gap-x-4 gap-y-1">
            {LETTER_TOPICS.map((topic) => (
              <label key={topic} className="inline-flex min-h-6 items-center gap-1">
                <input type="checkbox" name="show" value={topic} defaultChecked={shown.includes(topic)} />
                {t(TOPIC_WORDS[topic])}
              </label>
            ))}
          </div>
        </fieldset>
        <Button variant="small-secondary">{t(/*i18n*/ { id: "adminLetter.showPreview", message: "Show preview" })}</Button>
      </Form>
      {/* The letter's own template: every text in it is escaped by renderLetter (the note by lib/letter-note.ts). */}
      <div className="overflow-x-auto rounded border border-border p-4" data-testid="letter-preview" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
      <details>
        <summary className="cursor-pointer">{t(/*i18n*/ { id: "adminLetter.plainText", message: "Plain-text part" })}</summary>
        <pre className="mt-2 whitespace-pre-wrap text-sm">{text}</pre>
      </details>
    </section>
  );
}
