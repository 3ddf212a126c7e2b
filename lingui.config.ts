// Lingui's catalogues (docs/decisions/languages.md): the English source is app/lib/i18n/en*.ts, read by our own
// extractor; `lingui extract` writes the PO files translators edit, `lingui compile` the modules the worker loads.
import type { LinguiConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";
import { catalogueExtractor } from "./scripts/i18n/catalogue-extractor";

const config: LinguiConfig = {
  sourceLocale: "en",
  locales: ["en", "es"],
  // msgctxt already says where a message is used; line numbers in the PO would change with every edit of an en*.ts file.
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: "origin",
  compileNamespace: "ts",
  extractors: [catalogueExtractor],
  catalogs: [{ path: "<rootDir>/app/locales/{locale}/messages", include: ["<rootDir>/app/lib/i18n"], exclude: ["**/*.test.ts"] }],
};

export default config;
