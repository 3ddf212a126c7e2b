// The member's data: a download of everything stored about them, and deleting the account.
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Field } from "~/components/forms";
import { tr } from "~/lib/i18n/descriptor";
import type { Words } from "./types";

export function PrivacySection({ m }: Pick<Words, "m">) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="privacy-heading" id="delete">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "account.yourData", message: "Your data" })}
      </h2>
      <p className="mt-1 text-sm">
        <a className="underline" href="/account/data" download>
          {tr(m, /*i18n*/ { id: "account.downloadData", message: "Download my data" })}
        </a>{" "}
        {tr(m, /*i18n*/ { id: "account.downloadNote", message: "(a JSON file of everything stored about you)" })}
      </p>
      <Form method="post" className="mt-4 space-y-2 rounded-lg border border-red-300 p-3">
        <input type="hidden" name="intent" value="delete" />
        <h3 className="font-semibold text-red-800">{tr(m, /*i18n*/ { id: "account.deleteAccount", message: "Delete my account" })}</h3>
        <p className="text-sm">
          {tr(
            m,
            /*i18n*/ {
              id: "account.deleteText",
              message:
                "This signs you out everywhere and erases your name, e-mail and picture, your ads, claims and job applications. Articles, events and businesses you added stay on the site without your name. Orders are kept, anonymised, for our accounts.",
            },
          )}
        </p>
        <Field
          label={tr(m, /*i18n*/ { id: "account.typeDelete", message: "Type DELETE to confirm" })}
          name="confirm"
          required
          autoComplete="off"
          pattern="DELETE"
        />
        <Button variant="danger" disabled={busy}>
          {tr(m, /*i18n*/ { id: "account.deleteAccount", message: "Delete my account" })}
        </Button>
      </Form>
    </section>
  );
}
