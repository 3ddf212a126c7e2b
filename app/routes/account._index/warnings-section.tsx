// "Weather warnings" in /account (issue 42): the county's Warning-level alerts by mail to the member's own address (a
// plain POST toggle, so it works without JavaScript) or on this device (the push button, with JavaScript).
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { PushSubscribe } from "~/components/push-subscribe";
import { tr } from "~/lib/i18n/descriptor";
import { plain } from "~/lib/i18n/plain";
import type { AccountData } from "./types";

export function WarningsSection({ warnings, email }: { warnings: AccountData["warnings"]; email: string }) {
  const busy = useNavigation().state !== "idle";
  const { m, byMail, push, vapidPublicKey } = warnings;
  const t = plain<"warnings">(m);
  return (
    <section aria-labelledby="warnings-heading" id="warnings">
      <h2 id="warnings-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "warnings.heading", message: "Warnings for our county" })}
      </h2>
      <p className="mt-1 text-sm">
        {tr(
          m,
          /*i18n*/ {
            id: "warnings.accountLead",
            message: "When the National Weather Service issues a warning for our county, get it by e-mail or on this device.",
          },
        )}
      </p>
      <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="warnings-mail" />
        <input type="hidden" name="byMail" value={byMail ? "off" : "on"} />
        <p className="text-sm" data-testid="warnings-by-mail">
          {byMail
            ? t(/*i18n*/ { id: "warnings.mailOn", message: "Warnings by e-mail are on: they go to {email}." }, { email })
            : tr(m, /*i18n*/ { id: "warnings.mailOff", message: "Warnings by e-mail are off." })}
        </p>
        <Button variant="small-secondary" disabled={busy}>
          {byMail
            ? tr(m, /*i18n*/ { id: "warnings.turnOff", message: "Stop warnings by e-mail" })
            : tr(m, /*i18n*/ { id: "warnings.turnOn", message: "Send me warnings by e-mail" })}
        </Button>
      </Form>
      <PushSubscribe vapidPublicKey={vapidPublicKey} text={push} mailHint={false} />
    </section>
  );
}
