// ONE-TIME migration (issue 44, 2026-11-28): copied the Spanish of the hand-kept app/lib/i18n/es*.ts objects into
// app/locales/es/messages.po (same `ns.key` paths as msgctxt), before those files were deleted. Kept for the record;
// it cannot run again without them (git show <commit before the deletion>:app/lib/i18n/es.ts). Translators now edit the PO.
import { readFileSync, writeFileSync } from "node:fs";
import { formatter } from "@lingui/format-po";
import { en } from "../../app/lib/i18n/en";
// @ts-expect-error -- the hand-kept Spanish catalogue no longer exists; this import is what the migration read.
import { es } from "../../app/lib/i18n/es";
import { messageId } from "./catalogue-extractor";

const file = "app/locales/es/messages.po";
const po = formatter({ origins: true, lineNumbers: false });
const existing = readFileSync(file, "utf8");
const catalog = await po.parse(existing, { locale: "es", sourceLocale: "en", filename: file });
const spanish = es as Record<string, Record<string, string>>;
let filled = 0;
for (const [ns, messages] of Object.entries(en as Record<string, Record<string, string>>)) {
  for (const [key, english] of Object.entries(messages)) {
    const entry = catalog[messageId(english, `${ns}.${key}`)];
    const translation = spanish[ns]?.[key];
    if (!entry) throw new Error(`${ns}.${key} is not in ${file}: run \`npx lingui extract\` first`);
    if (translation === undefined) throw new Error(`${ns}.${key} has no Spanish`);
    entry.translation = translation;
    filled++;
  }
}
writeFileSync(file, await po.serialize(catalog, { locale: "es", sourceLocale: "en", existing, filename: file }));
console.log(`${file}: ${filled} translations filled`);
