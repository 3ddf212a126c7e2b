// "Language of my mail": one select of the site's languages, each named in itself (LANG_NAMES, never translated, so
// each option carries its own lang). /account and the letter's manage page use it inside their own forms.
import { SelectField } from "~/components/forms";
import { LANG_NAMES, LANGS, type Lang } from "~/lib/i18n/lang";

export function MailLanguageSelect({
  label,
  hint,
  value,
  id,
  labelHidden,
}: {
  label: string;
  hint?: string;
  value: Lang;
  id: string;
  /** When a heading above already says it (the label stays for screen readers). */
  labelHidden?: boolean;
}) {
  return (
    <SelectField
      id={id}
      name="lang"
      label={label}
      labelHidden={labelHidden}
      hint={hint}
      defaultValue={value}
      options={LANGS.map((l) => ({ value: l, label: LANG_NAMES[l], lang: l }))}
    />
  );
}
