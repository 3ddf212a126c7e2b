// The loader and action of /admin/letter (issue 42): the next letter as the editor shapes it (note, dropped and pinned
// items, a preview for a chosen set of topics), "Send now", "Skip this week", "Send me a test", and the numbers.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { formatInTown } from "~/lib/dates";
import { badRequest } from "~/lib/http.server";
import { formatMessage, messagesFor } from "~/lib/i18n/catalogue.server";
import { tr } from "~/lib/i18n/descriptor";
import type { Descriptor } from "~/lib/i18n/descriptor";
import type { Lang } from "~/lib/i18n/lang";
import { LETTER_TOPICS, letterSubject, parseTopics, weekdayName } from "~/lib/letter";
import { renderLetter } from "~/lib/letter-mail.server";
import { EDITOR_NOTE_MAX } from "~/lib/letter-note";
import { flash } from "~/lib/toast.server";
import { recordAudit } from "~/models/audit.server";
import { getLetterSchedule } from "~/models/letter-issues.server";
import { requireAdmin } from "~/services/auth.server";
import {
  dropLetterItem,
  letterEditorView,
  letterRenderInput,
  pinLetterItem,
  saveEditorNote,
  sendLetterNow,
  sendTestLetter,
  skipUpcomingLetter,
} from "~/services/letter.server";
import { letterActionSchema, type LetterAction } from "./schema";

/** A town date (YYYY-MM-DD) in the reader's words: "Thursday, December 3" (or "December 3, 2026"); its noon UTC is the
 * same day in the town. */
const dayOf = (date: string, lang: Lang, withYear = false) => formatInTown(lang, `${date}T12:00:00Z`, withYear ? "longDate" : "weekdayDay");

async function scheduleWords(context: LoaderFunctionArgs["context"], lang: Lang) {
  // The weekday and hour the schedule says, in the reader's words ("Mondays at 7 AM" / "los lunes a las 07:00").
  const schedule = await getLetterSchedule(context.db);
  const days = messagesFor(lang, "adminLetterSchedule");
  return {
    weekday: lang === "en" ? weekdayName(schedule.weekday) : days[`day_${schedule.weekday as 0 | 1 | 2 | 3 | 4 | 5 | 6}`],
    hour: lang === "en" ? `${schedule.hour % 12 || 12} ${schedule.hour < 12 ? "AM" : "PM"}` : `${String(schedule.hour).padStart(2, "0")}:00`,
  };
}

export async function adminLetterLoader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const lang = context.lang;
  const url = new URL(request.url);
  // The preview's set of topics (?show=…); every topic when none is chosen.
  const chosen = parseTopics(url.searchParams.getAll("show"));
  const shown = chosen.length ? chosen : [...LETTER_TOPICS];
  const view = await letterEditorView(context);
  const input = await letterRenderInput(context, view.edited);
  const words = input.languages[lang];
  const { bodyHtml, text } = renderLetter({ ...input, topics: shown, manageUrl: null, lang, words });
  const messages = messagesFor(lang, "adminLetter");
  const dropped = new Set(view.draft.dropped);
  return json({
    subject: lang === "en" ? view.content.title : letterSubject(input.siteName, view.content.date, lang, words),
    bodyHtml,
    text,
    when: await scheduleWords(context, lang),
    upcoming: dayOf(view.upcoming, lang),
    skipped: view.skipped,
    note: view.draft.editorNote,
    noteMax: EDITOR_NOTE_MAX,
    shown,
    search: url.search,
    items: LETTER_TOPICS.map((topic) => ({
      topic,
      items: view.content[topic].map((i) => ({ url: i.url, title: i.title, dropped: dropped.has(i.url), pinned: view.draft.pinned === i.url })),
    })),
    numbers: { ...view.numbers, issues: view.numbers.issues.map((i) => ({ ...i, day: dayOf(i.date, lang, true) })) },
    messages,
    lang,
    title: tr(messages, /*i18n*/ { id: "adminLetter.title", message: "Weekly letter preview" }),
  });
}

export async function adminLetterAction({ request, context }: ActionFunctionArgs) {
  const admin = await requireAdmin(request, context);
  const lang = context.lang;
  const parsed = letterActionSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) {
    // The note is the one field a person types: too long, it comes back with the text kept.
    const note = parsed.error.issues.some((i) => i.path[0] === "note");
    if (note)
      return json(
        {
          noteError: formatMessage(
            lang,
            /*i18n*/ { id: "adminLetter.noteTooLong", message: "Please keep the note under {max} characters" },
            { max: EDITOR_NOTE_MAX },
          ),
        },
        { status: 400 },
      );
    badRequest(lang, /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." });
  }
  const title = await runLetterAction(context, admin, parsed.data);
  flash(context, { title, ...(title.id === "adminLetter.alreadySent" ? { variant: "destructive" as const } : {}) });
  return redirect(`/admin/letter${new URL(request.url).search}`);
}

type Admin = Awaited<ReturnType<typeof requireAdmin>>;

/** Does what the form asked; answers the toast's title (an `adminLetter` message, formatted when the toast is shown). */
async function runLetterAction(context: ActionFunctionArgs["context"], admin: Admin, input: LetterAction) {
  const say = (d: Descriptor<"adminLetter">, values?: Record<string, string>) => ({ ...d, values });
  const now = context.now();
  switch (input.intent) {
    case "send-test":
      await sendTestLetter(context, admin.email);
      return say(/*i18n*/ { id: "adminLetter.testSentTo", message: "A test letter went to {email}." }, { email: admin.email });
    case "send-now": {
      const sent = await sendLetterNow(context);
      if (sent) await recordAudit(context.db, admin, { action: "letter.send-now", targetType: "letter", targetId: "next" }, now);
      return say(
        sent
          ? /*i18n*/ { id: "adminLetter.sentNow", message: "The letter is on its way" }
          : /*i18n*/ { id: "adminLetter.alreadySent", message: "Today's letter has already gone" },
      );
    }
    case "skip": {
      const date = await skipUpcomingLetter(context, admin, input.skip === "1");
      await recordAudit(
        context.db,
        admin,
        { action: input.skip === "1" ? "letter.skip" : "letter.unskip", targetType: "letter", targetId: date },
        now,
      );
      return say(
        input.skip === "1"
          ? /*i18n*/ { id: "adminLetter.weekSkipped", message: "This week's letter is skipped" }
          : /*i18n*/ { id: "adminLetter.weekUnskipped", message: "This week's letter will go" },
      );
    }
    case "note":
      await saveEditorNote(context, admin, input.note);
      return say(/*i18n*/ { id: "adminLetter.noteSaved", message: "Note saved" });
    case "drop":
    case "restore":
      await dropLetterItem(context, admin, input.url, input.intent === "drop");
      return say(
        input.intent === "drop"
          ? /*i18n*/ { id: "adminLetter.itemDropped", message: "Item dropped" }
          : /*i18n*/ { id: "adminLetter.itemRestored", message: "Item put back" },
      );
    case "pin":
      await pinLetterItem(context, admin, input.url);
      return say(/*i18n*/ { id: "adminLetter.itemPinned", message: "Item pinned first" });
    case "unpin":
      await pinLetterItem(context, admin, null);
      return say(/*i18n*/ { id: "adminLetter.itemUnpinned", message: "Item unpinned" });
  }
}
