// The top of /admin/letter: when the next letter goes, "Send now", "Skip this week" (or undo it), "Send me a test",
// and the editor's note that leads the letter.
import { Form, useNavigation } from "@remix-run/react";
import { Button, StatusButton } from "~/components/button";
import { Link } from "~/components/site-link";
import type { T } from "~/lib/i18n/plain";

/** The words of this file's longer components, each written once (Lingui's descriptors). */
const WORDS = {
  title: /*i18n*/ { id: "adminLetter.title", message: "Weekly letter preview" },
  goesOn: /*i18n*/ { id: "adminLetter.goesOn", message: "Goes on {weekday}s at {hour}, Indiana time (" },
  change: /*i18n*/ { id: "adminLetter.change", message: "change" },
  subject: /*i18n*/ { id: "adminLetter.subject", message: "). Subject: " },
  skippedNotice: /*i18n*/ { id: "adminLetter.skippedNotice", message: "This week's letter is skipped: nothing goes on {date}." },
  nextLetter: /*i18n*/ { id: "adminLetter.nextLetter", message: "Next letter: {date}." },
  sending: /*i18n*/ { id: "adminLetter.sending", message: "Sending…" },
  sendNow: /*i18n*/ { id: "adminLetter.sendNow", message: "Send now" },
  unskipWeek: /*i18n*/ { id: "adminLetter.unskipWeek", message: "Send this week after all" },
  skipWeek: /*i18n*/ { id: "adminLetter.skipWeek", message: "Skip this week" },
  sendTest: /*i18n*/ { id: "adminLetter.sendTest", message: "Send me a test" },
  editorNote: /*i18n*/ { id: "adminLetter.editorNote", message: "Editor's note" },
  editorNoteHint: /*i18n*/ {
    id: "adminLetter.editorNoteHint",
    message: "Shown at the top of the letter. Plain text; **bold**, *italic* and [a link](https://…) work; a blank line starts a new paragraph.",
  },
  saveNote: /*i18n*/ { id: "adminLetter.saveNote", message: "Save note" },
} as const;

type EditorData = {
  subject: string;
  when: { weekday: string; hour: string };
  upcoming: string;
  skipped: boolean;
  note: string;
  noteMax: number;
  search: string;
};

export function EditorSection({ data, noteError, t }: { data: EditorData; noteError: string | null; t: T<"adminLetter"> }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const action = `/admin/letter${data.search}`;
  return (
    <section className="space-y-4" aria-labelledby="letter-title">
      <h2 id="letter-title" className="text-xl font-bold">
        {t(WORDS.title)}
      </h2>
      <p className="text-sm opacity-80">
        {t(WORDS.goesOn, data.when)}
        <Link to="/admin/settings" className="text-primary underline">
          {t(WORDS.change)}
        </Link>
        {t(WORDS.subject)}
        {data.subject}
      </p>
      <p className="font-medium" data-testid="letter-next">
        {data.skipped ? t(WORDS.skippedNotice, { date: data.upcoming }) : t(WORDS.nextLetter, { date: data.upcoming })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Form method="post" action={action}>
          <StatusButton name="intent" value="send-now" pending={busy === "send-now"} pendingText={t(WORDS.sending)}>
            {t(WORDS.sendNow)}
          </StatusButton>
        </Form>
        <Form method="post" action={action}>
          <input type="hidden" name="skip" value={data.skipped ? "0" : "1"} />
          <Button variant="secondary" name="intent" value="skip">
            {data.skipped ? t(WORDS.unskipWeek) : t(WORDS.skipWeek)}
          </Button>
        </Form>
        <Form method="post" action={action}>
          <Button variant="secondary" name="intent" value="send-test">
            {t(WORDS.sendTest)}
          </Button>
        </Form>
      </div>
      <Form method="post" action={action} className="space-y-2">
        <label htmlFor="editor-note" className="block font-semibold">
          {t(WORDS.editorNote)}
        </label>
        <p id="editor-note-hint" className="text-sm opacity-80">
          {t(WORDS.editorNoteHint)}
        </p>
        <textarea
          id="editor-note"
          name="note"
          rows={4}
          maxLength={data.noteMax}
          defaultValue={data.note}
          key={data.note}
          aria-describedby={noteError ? "editor-note-hint editor-note-error" : "editor-note-hint"}
          aria-invalid={noteError ? true : undefined}
          className="w-full rounded border border-border bg-background p-2"
        />
        {noteError ? (
          <p id="editor-note-error" className="text-sm text-red-700">
            {noteError}
          </p>
        ) : null}
        <StatusButton name="intent" value="note" pending={busy === "note"} pendingText={t(WORDS.saveNote)}>
          {t(WORDS.saveNote)}
        </StatusButton>
      </Form>
    </section>
  );
}
