// ESLint 9 flat config: typescript-eslint, react, react-hooks, jsx-a11y and import order. Formatting is Prettier's job.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import globals from "globals";
import tseslint from "typescript-eslint";
import { SIZE_BASELINE, SIZE_RULE } from "./eslint.size-baseline.js";
import i18nDescriptor from "./eslint-rules/i18n-descriptor.js";
import noEnglishText from "./eslint-rules/no-english-text.js";

// The layers (docs/architecture.md, docs/decisions/layers.md): routes → services → models → db; lib is pure; components
// are shared by server and browser. Each zone names the folder that may not import from another.
const layerZones = [
  { target: "./app/lib", from: ["./app/models", "./app/services", "./app/routes", "./db"], message: "lib is pure: no models, services or db." },
  { target: "./app/models", from: ["./app/services", "./app/routes"], message: "Models are the data layer: they import no services or routes." },
  { target: "./app/services", from: ["./app/routes"], message: "Services are called by routes, never the other way round." },
  {
    target: ["./app/routes", "./app/components", "./app/root.tsx"],
    from: "./db",
    message: "Routes and components reach the database through models and services; vocabulary comes from ~/lib/vocabulary.",
  },
  {
    target: "./app/components",
    from: ["./app/**/*.server.ts", "./app/**/*.server.tsx"],
    message: "Components run in the browser too: nothing .server, types included.",
  },
];
// Proper names, brands and units that read the same in every language (the no-english-text rule's allow-list).
const ENGLISH_ALLOWED = [
  "Greenwood",
  "Indiana",
  "Facebook",
  "Instagram",
  "YouTube",
  "Google Calendar",
  "Google",
  "OpenStreetMap",
  "Leaflet",
  "USD",
  "RSS",
  "ics",
  "OK",
];
// The files that may make an Intl.DateTimeFormat: the one date path, the i18n layer, and the zone names' check.
const DATE_FILES = ["app/lib/dates.ts", "app/lib/i18n/intl.ts", "app/lib/windows-zones.ts"];
// Schemas take \`z\` from app/lib/zod.ts, which installs zod's messages as rule descriptors (lib/i18n/rule.ts).
const zodFromLib = {
  name: "zod",
  allowTypeImports: true,
  message: 'Import z from "~/lib/zod": it gives zod\'s own messages as descriptors a Spanish reader gets in Spanish.',
};

const noOrm = {
  patterns: [{ group: ["drizzle-orm", "drizzle-orm/*", "@libsql/*"], message: "Only models (app/models) and db/ talk to the database." }],
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "public/build/",
      "public/map/",
      ".cache/",
      "**/.wrangler/",
      ".data/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "worker-configuration.d.ts",
      "app/locales/", // lingui compile writes these (docs/decisions/languages.md)
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // The service worker: plain JS in the service worker's global scope.
  { files: ["public/sw.js", "public/sw-keep.js"], languageOptions: { sourceType: "script", globals: globals.serviceworker } },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    settings: {
      react: { version: "detect" },
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      "react/prop-types": "off",
      // Apostrophes and quotes in JSX text render fine.
      "react/no-unescaped-entities": "off",
      // Destructuring a field away (`const { awaitingPayment: _hidden, ...body } = event`) is how a field is dropped.
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true }],
      "@typescript-eslint/no-non-null-assertion": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "import-x/first": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-restricted-paths": ["error", { zones: layerZones }],
      // Import cycles, type imports included, are kept out by tests/toolchain/import-cycles.test.ts (import-x/no-cycle
      // passes over type-only imports, the kind a folder route's types file made).
      "import-x/order": [
        "error",
        {
          groups: ["builtin", "external", "internal", "parent", "sibling", "index"],
          pathGroups: [{ pattern: "~/**", group: "internal" }],
          "newlines-between": "never",
          alphabetize: { order: "asc", caseInsensitive: true },
        },
      ],
    },
  },
  {
    files: ["app/lib/**", "app/routes/**", "app/components/**", "app/root.tsx"],
    rules: { "no-restricted-imports": ["error", noOrm] },
  },
  {
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    ignores: ["app/lib/zod.ts", "**/*.test.{ts,tsx}"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { paths: [zodFromLib] }] },
  },
  {
    // Services orchestrate; their queries live in models. Row types may still be named from db/schema.
    files: ["app/services/**"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [zodFromLib],
          patterns: [
            { group: ["drizzle-orm", "drizzle-orm/*", "@libsql/*"], message: "Services reach the database through models." },
            { group: ["**/db/schema"], allowTypeImports: true, message: "Services reach the database through models." },
          ],
        },
      ],
    },
  },
  {
    // Interface text comes from the catalogues (docs/decisions/languages.md): no English written where a reader meets it.
    files: ["app/routes/**/*.{ts,tsx}", "app/components/**/*.{ts,tsx}", "app/map-client/**/*.ts", "app/lib/letter-mail.server.tsx", "app/root.tsx"],
    plugins: { local: { rules: { "no-english-text": noEnglishText } } },
    rules: { "local/no-english-text": ["error", { allow: ENGLISH_ALLOWED }] },
  },
  {
    // A message is written where it is used, marked for `lingui extract` (docs/decisions/languages.md).
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    ignores: ["app/locales/**", "**/*.test.{ts,tsx}"],
    plugins: { i18n: { rules: { descriptor: i18nDescriptor } } },
    rules: { "i18n/descriptor": "error" },
  },
  {
    // One path for dates (issue 46, docs/decisions/languages.md): a date is shown through formatInTown (lib/dates.ts), in
    // the town's zone with kept formatters. toLocaleString cannot tell a date from a number here, so numbers use
    // Intl.NumberFormat or formatNumberIn / formatPriceIn (lib/i18n/intl.ts). Scripts written as strings for the
    // reader's browser (weather-card, offline) are text, not code, to this rule.
    files: ["app/**/*.{ts,tsx}", "workers/**/*.ts"],
    ignores: [...DATE_FILES, "**/*.test.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name=/^toLocale(Date|Time)?String$/]",
          message: "Dates go through formatInTown (lib/dates.ts); numbers through Intl.NumberFormat or formatNumberIn.",
        },
        {
          selector: "MemberExpression[object.name='Intl'][property.name='DateTimeFormat']",
          message: "Dates go through formatInTown (lib/dates.ts): one path, the town's zone, kept formatters.",
        },
      ],
    },
  },
  // A function fits a screen (issue 46): 80 lines at most, and the files that had longer ones only get shorter.
  { files: SIZE_RULE.files, ignores: SIZE_RULE.ignores, rules: { "max-lines-per-function": ["error", SIZE_RULE.options] } },
  ...Object.entries(SIZE_BASELINE).map(([file, max]) => ({
    files: [file],
    rules: { "max-lines-per-function": ["error", { ...SIZE_RULE.options, max }] },
  })),
  {
    // Tests and the development tooling (scripts/, db/: migrations, seeds, the local database server, the bench) may
    // assert on values they know are there; the worker's code (app/, workers/) narrows instead.
    files: ["tests/**", "**/*.test.ts", "scripts/**", "db/**"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
