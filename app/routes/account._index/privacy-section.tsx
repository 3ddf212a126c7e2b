// The member's data: a download of everything stored about them, and deleting the account.
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { Field } from "~/components/forms";

export function PrivacySection() {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="privacy-heading" id="delete">
      <h2 id="privacy-heading" className="text-lg font-semibold">
        Your data
      </h2>
      <p className="mt-1 text-sm">
        <a className="underline" href="/account/data" download>
          Download my data
        </a>{" "}
        (a JSON file of everything stored about you)
      </p>
      <Form method="post" className="mt-4 space-y-2 rounded-lg border border-red-300 p-3">
        <input type="hidden" name="intent" value="delete" />
        <h3 className="font-semibold text-red-800">Delete my account</h3>
        <p className="text-sm">
          This signs you out everywhere and erases your name, e-mail and picture, your ads, claims and job applications. Articles, events and
          businesses you added stay on the site without your name. Orders are kept, anonymised, for our accounts.
        </p>
        <Field label="Type DELETE to confirm" name="confirm" required autoComplete="off" pattern="DELETE" />
        <Button variant="danger" disabled={busy}>
          Delete my account
        </Button>
      </Form>
    </section>
  );
}
