// Lingui's catalogues (docs/decisions/languages.md): the English is written in the code where it is used, as Lingui's
// non-macro descriptors, read by our own extractor; `npm run i18n:extract` writes app/lib/i18n/en.ts from them, then
// `lingui extract` the PO files translators edit and `lingui compile` the modules the worker loads.
import type { LinguiConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { catalogueExtractor } from "./scripts/i18n/catalogue-extractor";

const config: LinguiConfig = {
  sourceLocale: "en",
  locales: ["en", "es"],
  // msgctxt already names the message; line numbers in the PO would change with every edit of the files around it.
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: "origin",
  compileNamespace: "ts",
  extractors: [catalogueExtractor],
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/messages",
      include: ["<rootDir>/app", "<rootDir>/workers"],
      exclude: ["**/*.test.ts", "**/*.test.tsx", "<rootDir>/app/locales/**", "<rootDir>/app/lib/i18n/en.ts"],
    },
  ],
};

export default config;
