// The fediverse's on/off switch, shown on /admin/settings and /admin/fediverse: a plain form (works without JavaScript).
import { Form } from "@remix-run/react";
import { Button } from "~/components/button";
import { Link } from "~/components/site-link";
import type { Messages } from "~/lib/i18n/en";
import { plain } from "~/lib/i18n/plain";

export function FediverseSwitch({ on, messages, back }: { on: boolean; messages: Messages<"adminFediverse">; back?: "settings" }) {
  const t = plain<"adminFediverse">(messages);
  return (
    <Form method="post" action="/admin/fediverse" className="space-y-3" aria-labelledby="fediverse-switch-heading">
      <h2 id="fediverse-switch-heading" className="text-xl font-bold">
        {t(/*i18n*/ { id: "adminFediverse.title", message: "Fediverse" })}
      </h2>
      <p data-testid="fediverse-state">
        {on
          ? t(/*i18n*/ { id: "adminFediverse.on", message: "Federation is on." })
          : t(/*i18n*/ { id: "adminFediverse.off", message: "Federation is off: the handles answer nothing and nothing is posted." })}
      </p>
      {back ? <input type="hidden" name="back" value={back} /> : null}
      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" name="intent" value={on ? "off" : "on"} variant="secondary">
          {on
            ? t(/*i18n*/ { id: "adminFediverse.turnOff", message: "Turn federation off" })
            : t(/*i18n*/ { id: "adminFediverse.turnOn", message: "Turn federation on" })}
        </Button>
        {back ? (
          <Link to="/admin/fediverse" className="text-primary underline">
            {t(/*i18n*/ { id: "adminFediverse.manage", message: "Followers, blocked servers and deliveries" })}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
