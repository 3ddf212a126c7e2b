// The member's profile (name and picture) and their mail choices.
import { getFormProps, getInputProps, useForm } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { Button, StatusButton } from "~/components/button";
import { Field } from "~/components/forms";
import { tr } from "~/lib/i18n/descriptor";
import type { accountAction } from "./actions.server";
import { profileSchema } from "./schema";
import type { AccountData, Words } from "./types";

export function ProfileSection({ user, m }: { user: AccountData["user"] } & Pick<Words, "m">) {
  const lastResult = useActionData<typeof accountAction>();
  const busy = useNavigation().state !== "idle";
  const [form, fields] = useForm({
    id: "profile",
    lastResult,
    defaultValue: user,
    constraint: getZodConstraint(profileSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: profileSchema }),
  });
  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "account.profile", message: "Profile" })}
      </h2>
      <p className="text-sm opacity-80">
        {tr(m, /*i18n*/ { id: "account.signedInAs", message: "Signed in as {email}" }).replace("{email}", user.email)}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-3 grid gap-3 sm:grid-cols-2">
        <input type="hidden" name="intent" value="profile" />
        <Field
          label={tr(m, /*i18n*/ { id: "account.firstName", message: "First name" })}
          required
          errors={fields.firstName.errors}
          {...getInputProps(fields.firstName, { type: "text" })}
        />
        <Field
          label={tr(m, /*i18n*/ { id: "account.lastName", message: "Last name" })}
          errors={fields.lastName.errors}
          {...getInputProps(fields.lastName, { type: "text" })}
        />
        <Field
          className="sm:col-span-2"
          label={tr(m, /*i18n*/ { id: "account.picture", message: "Picture (image URL)" })}
          errors={fields.profileImageUrl.errors}
          {...getInputProps(fields.profileImageUrl, { type: "url" })}
        />
        <div>
          <StatusButton pending={busy} pendingText={tr(m, /*i18n*/ { id: "account.saving", message: "Saving..." })}>
            {tr(m, /*i18n*/ { id: "account.saveProfile", message: "Save profile" })}
          </StatusButton>
        </div>
      </Form>
    </section>
  );
}

export function MailSection({ user, m }: { user: AccountData["user"] } & Pick<Words, "m">) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="mail-heading">
      <h2 id="mail-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "account.mail", message: "E-mail" })}
      </h2>
      <Form method="post" className="mt-2 space-y-2">
        <input type="hidden" name="intent" value="mail" />
        <label className="flex items-center gap-2">
          <input type="checkbox" name="expiryReminder" defaultChecked={user.expiryReminder} />
          {tr(m, /*i18n*/ { id: "account.expiryReminder", message: "Remind me 3 days before my ads or job posts expire" })}
        </label>
        <label className="flex items-center gap-2">
          <input type="checkbox" name="eventReminder" defaultChecked={user.eventReminder} />
          {tr(m, /*i18n*/ { id: "account.eventReminder", message: "Remind me the day before an event I'm going to" })}
        </label>
        <p className="text-xs opacity-70">
          {tr(m, /*i18n*/ { id: "account.alwaysSent", message: "Receipts, replies to your messages and moderation results are always sent." })}
        </p>
        <Button variant="small-secondary" disabled={busy}>
          {tr(m, /*i18n*/ { id: "account.saveMail", message: "Save e-mail choices" })}
        </Button>
      </Form>
    </section>
  );
}
