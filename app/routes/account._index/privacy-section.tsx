// The member's data: a download of everything stored about them, and deleting the account.
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Field } from "~/components/forms";
import type { Words } from "./types";

export function PrivacySection({ m }: Pick<Words, "m">) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="privacy-heading" id="delete">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        {m.yourData}
      </h2>
      <p className="mt-1 text-sm">
        <a className="underline" href="/account/data" download>
          {m.downloadData}
        </a>{" "}
        {m.downloadNote}
      </p>
      <Form method="post" className="mt-4 space-y-2 rounded-lg border border-red-300 p-3">
        <input type="hidden" name="intent" value="delete" />
        <h3 className="font-semibold text-red-800">{m.deleteAccount}</h3>
        <p className="text-sm">{m.deleteText}</p>
        <Field label={m.typeDelete} name="confirm" required autoComplete="off" pattern="DELETE" />
        <Button variant="danger" disabled={busy}>
          {m.deleteAccount}
        </Button>
      </Form>
    </section>
  );
}
