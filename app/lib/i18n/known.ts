// Messages keyed by their English text (validation messages, toasts): the code keeps writing the spec's English, and
// the reader's language is chosen where the text is shown or set. A key with values is a template ("Must be {max}
// characters or fewer"): an English text that matches it gives the other language's message with the same values.
// Values are simple ICU arguments ({name}), substituted here, so the browser needs no formatter for them.

type Template = { pattern: RegExp; names: string[]; key: string };

const templates = new WeakMap<object, Template[]>();

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

function templatesOf(messages: Readonly<Record<string, string>>): Template[] {
  let list = templates.get(messages);
  if (!list) {
    list = Object.keys(messages)
      .filter((key) => /\{\w+\}/.test(key))
      .map((key) => {
        const names: string[] = [];
        const source = key
          .split(/(\{\w+\})/)
          .map((part) => {
            const arg = /^\{(\w+)\}$/.exec(part);
            if (!arg) return escapeRegExp(part);
            names.push(arg[1]);
            return "(.+?)";
          })
          .join("");
        return { pattern: new RegExp(`^${source}$`, "s"), names, key };
      });
    templates.set(messages, list);
  }
  return list;
}

/** Puts values into a message's simple arguments ({name}); an argument without a value stays as written. */
export function fillValues(message: string, values: Readonly<Record<string, string>>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? values[name] : whole));
}

/** The message in the catalogue's language for an English text it knows (exactly or by a template); otherwise the text. */
export function localiseKnown(messages: Readonly<Record<string, string>> | null | undefined, english: string): string {
  if (!messages) return english;
  if (Object.hasOwn(messages, english)) return messages[english];
  for (const t of templatesOf(messages)) {
    const match = t.pattern.exec(english);
    if (match) return fillValues(messages[t.key], Object.fromEntries(t.names.map((n, i) => [n, match[i + 1]])));
  }
  return english;
}
