// "Language of my mail": the language every mail to the member is written in (users.lang, and their letter and alerts).
// A plain POST form, so it works without JavaScript.
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { MailLanguageSelect } from "~/components/mail-language-select";
import { tr } from "~/lib/i18n/descriptor";
import type { Lang } from "~/lib/i18n/lang";
import type { Words } from "./types";

export function MailLanguageSection({ m, mailLang }: Pick<Words, "m"> & { mailLang: Lang }) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="mail-lang-heading" id="mail-language">
      <h2 id="mail-lang-heading" className="text-lg font-semibold">
        {tr(m, /*i18n*/ { id: "account.mailLangHeading", message: "Language of my mail" })}
      </h2>
      <p className="mt-1 text-sm">
        {tr(m, /*i18n*/ { id: "account.mailLangLead", message: "The weekly letter, alerts, reminders, receipts and replies come in this language." })}
      </p>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="mail-lang" />
        <MailLanguageSelect
          id="mail-lang"
          label={tr(m, /*i18n*/ { id: "account.mailLangLabel", message: "Language of my mail" })}
          value={mailLang}
          labelHidden
        />
        <Button variant="small-secondary" disabled={busy}>
          {tr(m, /*i18n*/ { id: "account.saveMailLang", message: "Save language" })}
        </Button>
      </Form>
    </section>
  );
}
