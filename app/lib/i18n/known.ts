// Messages keyed by their English text (validation messages, toasts): the code keeps writing the spec's English, and
// the reader's language is chosen where the text is shown or set. A key with values is a template ("Must be {max}
// characters or fewer"): an English text that matches it gives the other language's message with the same values.
// Values are simple ICU arguments ({name}), substituted here, so the browser needs no formatter for them.

/** The message in the catalogue's language for an English text it knows (exactly or by a template); otherwise the text. */
export function localiseKnown(messages: Readonly<Record<string, string>> | null | undefined, english: string): string {
  if (!messages) return english;
  if (Object.hasOwn(messages, english)) return messages[english];
  for (const key in messages) {
    const names: string[] = [];
    // The key as a pattern: its text literally, each {name} a value (kept small: it ships with every form).
    const source = key.replace(/[.*+?^$()|[\]\\]|\{(\w+)\}/g, (part, name?: string) => (name ? (names.push(name), "(.+?)") : "\\" + part));
    const match = names.length ? new RegExp(`^${source}$`, "s").exec(english) : null;
    if (match) return messages[key].replace(/\{(\w+)\}/g, (whole, name: string) => match[names.indexOf(name) + 1 || -1] ?? whole);
  }
  return english;
}
