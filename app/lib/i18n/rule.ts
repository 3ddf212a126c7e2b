// A validation message as a descriptor (issue 44): the `validation` key and its values, raised where the rule is
// written and formatted where it is shown, in the reader's language. zod keeps a rule's message as one string, so the
// descriptor is carried in it: the key alone, or the key and its values as JSON after a separator no one types.
// A message is found by its key, exactly; nothing is matched against the English wording.
import type { ZodErrorMap } from "zod";
import type { Messages } from "./en";

/** A key of the `validation` namespace (the spec's English; the type check refuses any other string). */
export type RuleKey = keyof Messages<"validation"> & string;
export type RuleValues = Readonly<Record<string, string | number>>;

const SEPARATOR = "\u001f";

/** A rule's message with its values: `rule("Must be {max} characters or fewer", { max })`. */
export function rule(key: RuleKey, values?: RuleValues): string {
  return values ? `${key}${SEPARATOR}${JSON.stringify(values)}` : key;
}

/** The key and values a message carries (a message raised as plain text is its own key, with no values). */
export function readRule(message: string): { key: string; values: RuleValues } {
  const at = message.indexOf(SEPARATOR);
  if (at < 0) return { key: message, values: {} };
  let values: unknown = null;
  try {
    values = JSON.parse(message.slice(at + SEPARATOR.length));
  } catch {
    // Values no rule wrote (a forged form reply): the key alone.
  }
  return { key: message.slice(0, at), values: values && typeof values === "object" ? (values as RuleValues) : {} };
}

/**
 * A rule's message in the reader's language: the message the page's `validation` catalogue has for its key (or the
 * key itself, the English), with its values put in; numbers are written the locale's way.
 */
export function ruleText(message: string, messages: Readonly<Record<string, string>> | null | undefined, locale: string): string {
  const { key, values } = readRule(message);
  const template = messages && Object.hasOwn(messages, key) ? (messages[key] ?? key) : key;
  if (!template.includes("{")) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (value === undefined) return whole;
    return typeof value === "number" ? new Intl.NumberFormat(locale).format(value) : value;
  });
}

const quoted = (value: unknown) => (typeof value === "string" ? `'${value}'` : String(value));

/**
 * zod's own messages (a rule that names none) as descriptors of the same `validation` keys, word for word zod's
 * English. Installed with `z.setErrorMap` where the app starts, in the server and in the browser (root.tsx).
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
