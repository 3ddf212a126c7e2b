// "Weather warnings" in /account (issue 42): the county's Warning-level alerts by mail to the member's own address (a
// plain POST toggle, so it works without JavaScript) or on this device (the push button, with JavaScript).
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { PushSubscribe } from "~/components/push-subscribe";
import { plain } from "~/lib/i18n/plain";
import type { AccountData } from "./types";

export function WarningsSection({ warnings, email }: { warnings: AccountData["warnings"]; email: string }) {
  const busy = useNavigation().state !== "idle";
  const { m, byMail, push, vapidPublicKey } = warnings;
  const t = plain<"warnings">(m);
  return (
    <section aria-labelledby="warnings-heading" id="warnings">
      <h2 id="warnings-heading" className="text-lg font-semibold">
        {m.heading}
      </h2>
      <p className="mt-1 text-sm">{m.accountLead}</p>
      <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
        <input type="hidden" name="intent" value="warnings-mail" />
        <input type="hidden" name="byMail" value={byMail ? "off" : "on"} />
        <p className="text-sm" data-testid="warnings-by-mail">
          {byMail ? t("mailOn", { email }) : m.mailOff}
        </p>
        <Button variant="small-secondary" disabled={busy}>
          {byMail ? m.turnOff : m.turnOn}
        </Button>
      </Form>
      <PushSubscribe vapidPublicKey={vapidPublicKey} text={push} mailHint={false} />
    </section>
  );
}
