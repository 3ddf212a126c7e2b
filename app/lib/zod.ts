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
      if (issue.received === "undefined") return { message: rule(/*i18n*/ { id: "validation.Required", message: "Required" }) };
      return {
        message: rule(
          /*i18n*/ { id: "validation.Expected {expected}, received {received}", message: "Expected {expected}, received {received}" },
          { expected: issue.expected, received: issue.received },
        ),
      };
    case "invalid_string":
      return issue.validation === "email"
        ? { message: rule(/*i18n*/ { id: "validation.Invalid email", message: "Invalid email" }) }
        : { message: ctx.defaultError };
    case "invalid_enum_value":
      return {
        message: rule(
          /*i18n*/ {
            id: "validation.Invalid enum value. Expected {expected}, received {received}",
            message: "Invalid enum value. Expected {expected}, received {received}",
          },
          {
            expected: issue.options.map(quoted).join(" | "),
            received: quoted(issue.received),
          },
        ),
      };
    case "invalid_literal":
      return {
        message: rule(
          /*i18n*/ { id: "validation.Invalid literal value, expected {expected}", message: "Invalid literal value, expected {expected}" },
          { expected: JSON.stringify(issue.expected) },
        ),
      };
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
      ? rule(
          /*i18n*/ { id: "validation.String must contain at least {min} character(s)", message: "String must contain at least {min} character(s)" },
          { min: value },
        )
      : rule(
          /*i18n*/ { id: "validation.String must contain at most {max} character(s)", message: "String must contain at most {max} character(s)" },
          { max: value },
        );
  }
  if (type !== "number") return null;
  if (bound === "max")
    return inclusive
      ? rule(
          /*i18n*/ { id: "validation.Number must be less than or equal to {max}", message: "Number must be less than or equal to {max}" },
          { max: value },
        )
      : null;
  return inclusive
    ? rule(
        /*i18n*/ { id: "validation.Number must be greater than or equal to {min}", message: "Number must be greater than or equal to {min}" },
        { min: value },
      )
    : rule(/*i18n*/ { id: "validation.Number must be greater than {min}", message: "Number must be greater than {min}" }, { min: value });
}

z.setErrorMap(ruleErrorMap);

export { z };
