// The weekly letter's schedule, shown under /admin/settings (an index route with its own form): the day and hour, in
// the town's time, the hourly cron sends it. Preview and "send me a test" are at /admin/letter.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, useLoaderData } from "@remix-run/react";
import { Button } from "~/components/button";
import { FediverseSwitch } from "~/components/fediverse-switch";
import { Link } from "~/components/site-link";
import { badRequest } from "~/lib/http.server";
import { messagesFor } from "~/lib/i18n/catalogue.server";
import type { Lang } from "~/lib/i18n/lang";
import { plain, type T } from "~/lib/i18n/plain";
import { WEEKDAY_NAMES, weekdayName } from "~/lib/letter";
import { flash, toastMessage } from "~/lib/toast.server";
import { z } from "~/lib/zod";
import { isFederationEnabled } from "~/models/fediverse.server";
import { getLetterSchedule, saveLetterSchedule } from "~/models/letter-issues.server";
import { requireAdmin } from "~/services/auth.server";

const scheduleSchema = z.object({ weekday: z.coerce.number().int().min(0).max(6), hour: z.coerce.number().int().min(0).max(23) });

const hourLabel = (h: number) => `${h % 12 || 12} ${h < 12 ? "AM" : "PM"}`;
/** An hour as the reader writes it: "7 PM" in English, "19:00" in Spanish. */
const hourIn = (lang: Lang, h: number) => (lang === "en" ? hourLabel(h) : `${String(h).padStart(2, "0")}:00`);

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  const [schedule, fediverse] = await Promise.all([getLetterSchedule(context.db), isFederationEnabled(context.db)]);
  return json({
    schedule,
    lang: context.lang,
    messages: messagesFor(context.lang, "adminLetterSchedule"),
    // The fediverse's switch (issue 47): off unless an admin turns it on here or at /admin/fediverse.
    fediverse,
    fediverseMessages: messagesFor(context.lang, "adminFediverse"),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = scheduleSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) badRequest(context.lang, /*i18n*/ { id: "badRequest.Invalid schedule", message: "Invalid schedule" });
  await saveLetterSchedule(context.db, parsed.data, context.now());
  flash(context, {
    title: /*i18n*/ { id: "toasts.Settings Saved", message: "Settings Saved" },
    description: toastMessage(
      /*i18n*/ { id: "toasts.The weekly letter goes on {weekday}s at {hour}.", message: "The weekly letter goes on {weekday}s at {hour}." },
      {
        weekday: weekdayName(parsed.data.weekday),
        hour: hourLabel(parsed.data.hour),
      },
    ),
  });
  return redirect("/admin/settings");
}

export default function LetterScheduleSettings() {
  const { schedule, lang, messages, fediverse, fediverseMessages } = useLoaderData<typeof loader>();
  const t = plain<"adminLetterSchedule">(messages);
  return (
    <>
      <LetterScheduleForm schedule={schedule} lang={lang} t={t} />
      <div className="mt-10 max-w-3xl border-t border-border pt-6">
        <FediverseSwitch on={fediverse} messages={fediverseMessages} back="settings" />
      </div>
    </>
  );
}

function LetterScheduleForm({ schedule, lang, t }: { schedule: { weekday: number; hour: number }; lang: Lang; t: T<"adminLetterSchedule"> }) {
  return (
    <Form
      method="post"
      action="/admin/settings?index"
      className="mt-10 max-w-3xl space-y-3 border-t border-border pt-6"
      aria-labelledby="letter-schedule-heading"
    >
      <h2 id="letter-schedule-heading" className="text-xl font-bold">
        {t(/*i18n*/ { id: "adminLetterSchedule.weeklyLetter", message: "Weekly letter" })}
      </h2>
      <p className="text-sm opacity-80">
        {t(/*i18n*/ { id: "adminLetterSchedule.hint", message: "Sent once a week at this day and hour, Indiana time." })}
      </p>
      <div className="flex flex-wrap gap-4">
        <label className="block">
          {t(/*i18n*/ { id: "adminLetterSchedule.day", message: "Day" })}
          <select name="weekday" defaultValue={schedule.weekday} className="mt-1 block rounded border border-border bg-background px-3 py-2">
            {WEEKDAY_NAMES.map((d, i) => (
              <option key={d} value={i}>
                {t(
                  (
                    {
                      "0": /*i18n*/ { id: "adminLetterSchedule.day_0", message: "Sunday" },
                      "1": /*i18n*/ { id: "adminLetterSchedule.day_1", message: "Monday" },
                      "2": /*i18n*/ { id: "adminLetterSchedule.day_2", message: "Tuesday" },
                      "3": /*i18n*/ { id: "adminLetterSchedule.day_3", message: "Wednesday" },
                      "4": /*i18n*/ { id: "adminLetterSchedule.day_4", message: "Thursday" },
                      "5": /*i18n*/ { id: "adminLetterSchedule.day_5", message: "Friday" },
                      "6": /*i18n*/ { id: "adminLetterSchedule.day_6", message: "Saturday" },
                    } as const
                  )[i as 0 | 1 | 2 | 3 | 4 | 5 | 6],
                )}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          {t(/*i18n*/ { id: "adminLetterSchedule.hour", message: "Hour" })}
          <select name="hour" defaultValue={schedule.hour} className="mt-1 block rounded border border-border bg-background px-3 py-2">
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {hourIn(lang, h)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="secondary">
          {t(/*i18n*/ { id: "adminLetterSchedule.save", message: "Save letter schedule" })}
        </Button>
        <Link to="/admin/letter" className="text-primary underline">
          {t(/*i18n*/ { id: "adminLetterSchedule.preview", message: "Preview the letter and send a test" })}
        </Link>
      </div>
    </Form>
  );
}
