// A validation message as a descriptor (issue 44): the `validation` key and its values, raised where the rule is
// written and formatted where it is shown, in the reader's language. zod keeps a rule's message as one string, so the
// descriptor is carried in it: the key alone, or the key and its values as JSON after a separator no one types.
// A message is found by its key, exactly; nothing is matched against the English wording.
import { keyOf, type Descriptor } from "./descriptor";
import type { Messages } from "./en";

/** A key of the `validation` namespace (the spec's English; the type check refuses any other string). */
export type RuleKey = keyof Messages<"validation"> & string;
export type RuleValues = Readonly<Record<string, string | number>>;

const SEPARATOR = "\u001f";

/** A rule's message with its values: `rule({ id: "validation.Must be {max} characters or fewer", message: … }, { max })`. */
export function rule(d: Descriptor<"validation">, values?: RuleValues): string {
  const key = keyOf(d);
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
