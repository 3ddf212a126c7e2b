// zod for every schema of the app, with its own messages given as rule descriptors (lib/i18n/rule.ts), so a rule that
// names no message still reaches a Spanish reader in Spanish. Importing `z` from here installs the map wherever a schema
// is built: on the server and in the browser alike (eslint's no-restricted-imports keeps "zod" itself out).
import { z, type ZodErrorMap } from "zod";
import { rule } from "~/lib/i18n/rule";

const quoted = (value: unknown) => (typeof value === "string" ? `'${value}'` : String(value));

/**
 * zod's own messages (a rule that names none) as descriptors of the same `validation` keys, word for word zod's
 * English. Installed here, so every schema built with this `z` (server and browser) gives them.
 */
export const ruleErrorMap: ZodErrorMap = (issue, ctx) => {
  switch (issue.code) {
    case "invalid_type":
      if (issue.received === "undefined") return { message: rule("Required") };
      return { message: rule("Expected {expected}, received {received}", { expected: issue.expected, received: issue.received }) };
    case "invalid_string":
      return issue.validation === "email" ? { message: rule("Invalid email") } : { message: ctx.defaultError };
    case "invalid_enum_value":
      return {
        message: rule("Invalid enum value. Expected {expected}, received {received}", {
          expected: issue.options.map(quoted).join(" | "),
          received: quoted(issue.received),
        }),
      };
    case "invalid_literal":
      return { message: rule("Invalid literal value, expected {expected}", { expected: JSON.stringify(issue.expected) }) };
    case "too_small":
      return { message: sizeRule(issue.type, "min", Number(issue.minimum), issue.inclusive, issue.exact) ?? ctx.defaultError };
    case "too_big":
      return { message: sizeRule(issue.type, "max", Number(issue.maximum), issue.inclusive, issue.exact) ?? ctx.defaultError };
    default:
      return { message: ctx.defaultError };
  }
};

function sizeRule(type: string, bound: "min" | "max", value: number, inclusive: boolean, exact?: boolean): string | null {
  if (exact) return null;
  if (type === "string" && inclusive) {
    return bound === "min"
      ? rule("String must contain at least {min} character(s)", { min: value })
      : rule("String must contain at most {max} character(s)", { max: value });
  }
  if (type !== "number") return null;
  if (bound === "max") return inclusive ? rule("Number must be less than or equal to {max}", { max: value }) : null;
  return inclusive
    ? rule("Number must be greater than or equal to {min}", { min: value })
    : rule("Number must be greater than {min}", { min: value });
}

z.setErrorMap(ruleErrorMap);

export { z };
