// Text typed before hydration is kept, and hydration starts after the first paint (docs/decisions/pages-without-react.md), so a
// person can type into a form before React runs, and hydrating a form could put the server's text back (the listing
// editor lost its 'About' text that way). From just before hydration the latest typed text of each text field is
// noted, and once the hydrated tree is committed it is put back through an input event, so that a component that
// keeps the text in state sees it too.

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = new Set(["checkbox", "radio", "file", "hidden", "submit", "button", "reset", "image", "range", "color"]);
const typed = new Map<TextField, string>();
let listening = false;

function isTextField(target: EventTarget | null): target is TextField {
  return target instanceof HTMLTextAreaElement || (target instanceof HTMLInputElement && !NOT_TEXT.has(target.type));
}

function note(event: Event) {
  if (isTextField(event.target)) typed.set(event.target, event.target.value);
}

/** Called by entry.client before hydrating: notes what is already typed, and what is typed until it is restored. */
export function noteTypedText(doc: Document = document) {
  for (const field of doc.querySelectorAll("input, textarea")) {
    if (isTextField(field) && field.value !== field.defaultValue) typed.set(field, field.value);
  }
  doc.addEventListener("input", note, true);
  listening = true;
}

/** Called once the hydrated tree is committed (the root layout's effect): puts typed text back, then stops noting. */
export function restoreTypedText(doc: Document = document) {
  if (listening) doc.removeEventListener("input", note, true);
  listening = false;
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    const proto = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(proto, "value")?.set?.call(field, value);
    field.dispatchEvent(new Event("input", { bubbles: true }));
  }
  typed.clear();
}
