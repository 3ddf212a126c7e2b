// The weekly letter's schedule, shown under /admin/settings (an index route with its own form): the day and hour, in
// the town's time, the hourly cron sends it. Preview and "send me a test" are at /admin/letter.
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { Button } from "~/components/button";
import { badRequest } from "~/lib/http.server";
import { WEEKDAY_NAMES } from "~/lib/letter";
import { flash } from "~/lib/toast.server";
import { getLetterSchedule, saveLetterSchedule } from "~/models/letter.server";
import { requireAdmin } from "~/services/auth.server";

const scheduleSchema = z.object({ weekday: z.coerce.number().int().min(0).max(6), hour: z.coerce.number().int().min(0).max(23) });

const hourLabel = (h: number) => `${h % 12 || 12} ${h < 12 ? "AM" : "PM"}`;

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context);
  return json({ schedule: await getLetterSchedule(context.db) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const parsed = scheduleSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) badRequest("Invalid schedule");
  await saveLetterSchedule(context.db, parsed.data, context.now());
  flash(context, {
    title: "Settings Saved",
    description: `The weekly letter goes on ${WEEKDAY_NAMES[parsed.data.weekday]}s at ${hourLabel(parsed.data.hour)}.`,
  });
  return redirect("/admin/settings");
}

export default function LetterScheduleSettings() {
  const { schedule } = useLoaderData<typeof loader>();
  return (
    <Form
      method="post"
      action="/admin/settings?index"
      className="mt-10 max-w-3xl space-y-3 border-t border-border pt-6"
      aria-labelledby="letter-schedule-heading"
    >
      <h2 id="letter-schedule-heading" className="text-xl font-bold">
        Weekly letter
      </h2>
      <p className="text-sm opacity-80">Sent once a week at this day and hour, Indiana time.</p>
      <div className="flex flex-wrap gap-4">
        <label className="block">
          Day
          <select name="weekday" defaultValue={schedule.weekday} className="mt-1 block rounded border border-border bg-background px-3 py-2">
            {WEEKDAY_NAMES.map((d, i) => (
              <option key={d} value={i}>
                {d}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          Hour
          <select name="hour" defaultValue={schedule.hour} className="mt-1 block rounded border border-border bg-background px-3 py-2">
            {Array.from({ length: 24 }, (_, h) => (
              <option key={h} value={h}>
                {hourLabel(h)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" variant="secondary">
          Save letter schedule
        </Button>
        <Link to="/admin/letter" className="text-primary underline">
          Preview the letter and send a test
        </Link>
      </div>
    </Form>
  );
}
