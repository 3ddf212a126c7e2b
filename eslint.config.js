// ESLint 9 flat config: typescript-eslint, react, react-hooks, jsx-a11y and import order. Formatting is Prettier's job.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import react from "eslint-plugin-react";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "public/build/", ".cache/", ".wrangler/", ".data/", "node_modules/", "test-results/", "playwright-report/", "worker-configuration.d.ts"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y, "import-x": importX },
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    settings: { react: { version: "detect" } },
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
      // A warning until the parallel branches have merged; then `eslint --fix` once and make it an error.
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
    // Tests may assert on values they know are there.
    files: ["tests/**", "**/*.test.ts"],
    rules: { "@typescript-eslint/no-non-null-assertion": "off" },
  },
);
