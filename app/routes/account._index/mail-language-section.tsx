// "Language of my mail": the language every mail to the member is written in (users.lang, and their letter and alerts).
// A plain POST form, so it works without JavaScript.
import { Form, useNavigation } from "@remix-run/react";
import { Button } from "~/components/button";
import { MailLanguageSelect } from "~/components/mail-language-select";
import type { Lang } from "~/lib/i18n/lang";
import type { Words } from "./types";

export function MailLanguageSection({ m, mailLang }: Pick<Words, "m"> & { mailLang: Lang }) {
  const busy = useNavigation().state !== "idle";
  return (
    <section aria-labelledby="mail-lang-heading" id="mail-language">
      <h2 id="mail-lang-heading" className="text-lg font-semibold">
        {m.mailLangHeading}
      </h2>
      <p className="mt-1 text-sm">{m.mailLangLead}</p>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="intent" value="mail-lang" />
        <MailLanguageSelect id="mail-lang" label={m.mailLangLabel} value={mailLang} labelHidden />
        <Button variant="small-secondary" disabled={busy}>
          {m.saveMailLang}
        </Button>
      </Form>
    </section>
  );
}
