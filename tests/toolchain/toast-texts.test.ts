// Toasts carry their message descriptor from the action that sets them (issue 44): the cookie holds the `toasts` key
// (or another namespace's key) and its values, and the root loader's takeToast formats it in the reader's language
// with the compiled catalogue. No English wording is matched against the catalogue's keys any more.
import { describe, expect, it } from "vitest";
import * as catalogueServer from "~/lib/i18n/catalogue.server";
import { catalogue } from "~/lib/i18n/catalogue.server";
import type { Lang } from "~/lib/i18n/lang";
import { failureToast, flash, formatToast, takeToast, toastMessage, type Toast, type ToastMessage } from "~/lib/toast.server";

/** The part of a request's context the toast functions use. */
function contextIn(lang: Lang): { lang: Lang; responseCookies: string[]; toastNow?: Toast } {
  return { lang, responseCookies: [] };
}

/** An action in `setter`'s language sets the toast; the next page, read in `reader`'s language, shows it. */
function roundTrip(toast: ToastMessage, reader: Lang, setter: Lang = reader) {
  const action = contextIn(setter);
  flash(action, toast);
  const cookie = action.responseCookies[0]!.split(";")[0];
  const stored = JSON.parse(decodeURIComponent(cookie!.slice("toast=".length))) as unknown;
  const request = new Request("https://greenwood.test/", { headers: { Cookie: cookie! } });
  const shown = takeToast(request, contextIn(reader));
  return { stored, shown };
}

/** A cookie written by hand (an old one, or a forged one), as takeToast reads it. */
function takeRaw(value: unknown, lang: Lang) {
  const request = new Request("https://greenwood.test/", { headers: { Cookie: `toast=${encodeURIComponent(JSON.stringify(value))}` } });
  return takeToast(request, contextIn(lang));
}

describe("toasts by message descriptor", () => {
  it("the cookie carries the key and values, not the sentence, and a Spanish reader gets the Spanish message", () => {
    const { stored, shown } = roundTrip(
      {
        title: /*i18n*/ { id: "toasts.Success", message: "Success" },
        description: toastMessage(
          /*i18n*/ { id: 'toasts."{title}" has been saved.', message: '"{title}" has been saved.' },
          { title: "Spring Fair" },
        ),
      },
      "es",
    );
    expect(stored).toEqual({
      title: { id: "toasts.Success" },
      description: { id: 'toasts."{title}" has been saved.', values: { title: "Spring Fair" } },
    });
    expect(JSON.stringify(stored)).not.toContain('"message"');
    expect(JSON.stringify(stored)).not.toContain('"Spring Fair\\" has been saved.');
    expect(shown).toEqual({ title: catalogue("es").toasts.Success, description: "«Spring Fair» se guardó.", variant: "default" });
  });

  it("an English reader sees the spec's English verbatim", () => {
    const { shown } = roundTrip(
      {
        title: /*i18n*/ { id: "toasts.Success", message: "Success" },
        description: toastMessage(
          /*i18n*/ { id: 'toasts."{title}" has been saved.', message: '"{title}" has been saved.' },
          { title: "Spring Fair" },
        ),
      },
      "en",
    );
    expect(shown).toEqual({ title: "Success", description: '"Spring Fair" has been saved.', variant: "default" });
    const counts = roundTrip(
      {
        title: /*i18n*/ { id: "toasts.Events Import Completed", message: "Events Import Completed" },
        description: toastMessage(
          /*i18n*/ { id: "toasts.Imported {imported} events, {errors} errors", message: "Imported {imported} events, {errors} errors" },
          { imported: 1234, errors: 0 },
        ),
      },
      "en",
    );
    expect(counts.shown?.description).toBe("Imported 1234 events, 0 errors");
  });

  it("the language is the reader's, not the action's: a toast set in English is read in Spanish", () => {
    const { shown } = roundTrip(
      {
        title: /*i18n*/ { id: "toasts.Import Failed", message: "Import Failed" },
        description: toastMessage(
          /*i18n*/ { id: "toasts.Imported {imported} events, {errors} errors", message: "Imported {imported} events, {errors} errors" },
          { imported: 3, errors: 1 },
        ),
      },
      "es",
      "en",
    );
    expect(shown?.description).toBe("Eventos importados: 3; errores: 1");
  });

  it("goes by key: a filled-in English text that reads as another key still gets its own key's Spanish", () => {
    // "Contact {done}" with done = "saved" reads "Contact saved", which is a key of its own ("Contacto guardado"): by
    // English wording it was that one; by descriptor it is "Contact {done}".
    const { shown } = roundTrip(
      {
        title: /*i18n*/ { id: "toasts.Success", message: "Success" },
        description: toastMessage(/*i18n*/ { id: "toasts.Contact {done}", message: "Contact {done}" }, { done: "saved" }),
      },
      "es",
    );
    expect(shown?.description).toBe("Contacto saved");
    // A value that itself reads like a toast's English changes nothing either.
    const tricky = roundTrip(
      {
        title: /*i18n*/ { id: "toasts.Success", message: "Success" },
        description: toastMessage(
          /*i18n*/ { id: 'toasts."{title}" is published.', message: '"{title}" is published.' },
          { title: 'Fair" is hidden.' },
        ),
      },
      "es",
    );
    expect(tricky.shown?.description).toBe(catalogue("es").toasts['"{title}" is published.'].replace("{title}", 'Fair" is hidden.'));
  });

  it("another namespace's message and a validation rule's reach the reader through their keys", () => {
    expect(roundTrip({ title: { id: "adminLetter.sentNow", message: "" } }, "es").shown?.title).toBe("La carta va en camino");
    expect(
      roundTrip(
        { title: /*i18n*/ { id: "toasts.Status updated", message: "Status updated" }, description: { id: "account.app_applied", message: "" } },
        "es",
      ).shown?.description,
    ).toBe("Postulado");
    const missing = roundTrip(
      {
        title: /*i18n*/ { id: "toasts.Missing Information", message: "Missing Information" },
        description: { id: "validation.Please fill in all required fields.", message: "" },
        variant: "destructive",
      },
      "es",
    );
    expect(missing.shown).toEqual({
      title: catalogue("es").toasts["Missing Information"],
      description: "Rellene todos los campos obligatorios.",
      variant: "destructive",
    });
    expect(missing.shown?.title).not.toBe("Missing Information");
    // A classified's renewal refused: its reason is a validation rule, carried by key.
    const refused = roundTrip(
      { title: /*i18n*/ { id: "toasts.Error", message: "Error" }, description: { rule: "This ad cannot be renewed." }, variant: "destructive" },
      "es",
    );
    expect(refused.shown?.description).toBe(catalogue("es").validation["This ad cannot be renewed."]);
    expect(refused.shown?.description).not.toBe("This ad cannot be renewed.");
  });

  it("what people wrote goes as written, in every language", () => {
    expect(
      roundTrip({ title: /*i18n*/ { id: "toasts.Feed added", message: "Feed added" }, description: { text: "Greenwood Gazette" } }, "es").shown
        ?.description,
    ).toBe("Greenwood Gazette");
  });

  it("the English pattern path is gone: an English sentence in the cookie is not looked up", () => {
    expect("toastText" in catalogueServer).toBe(false);
    // The old cookie's shape: the sentence with its value filled in. It matches no key, so nothing is shown.
    expect(takeRaw({ title: "Success", description: '"Spring Fair" has been saved.' }, "es")).toBeNull();
    expect(takeRaw({ title: "Success", description: '"Spring Fair" has been saved.' }, "en")).toBeNull();
    // A key that is not in the catalogue, or a namespace that does not exist, is refused too.
    expect(takeRaw({ title: { id: "toasts.Anything at all" } }, "es")).toBeNull();
    expect(takeRaw({ title: { id: "nope.Success" } }, "es")).toBeNull();
    expect(formatToast("es", { title: /*i18n*/ { id: "toasts.Success", message: "Success" } })).toEqual({
      title: catalogue("es").toasts.Success,
      variant: "default",
    });
  });

  it("failureToast formats at once, for this request's page and the action's data", () => {
    const context = contextIn("es");
    const toast = failureToast(context, {
      title: /*i18n*/ { id: "toasts.Error", message: "Error" },
      description: /*i18n*/ { id: "toasts.Failed to add business", message: "Failed to add business" },
      variant: "destructive",
    });
    expect(toast).toEqual({
      title: catalogue("es").toasts.Error,
      description: catalogue("es").toasts["Failed to add business"],
      variant: "destructive",
    });
    expect(toast.description).not.toBe("Failed to add business");
    expect(context.toastNow).toEqual(toast);
    expect(takeToast(new Request("https://greenwood.test/"), context)).toEqual(toast);
  });

  it("every toasts key has its own Spanish message", () => {
    const es = catalogue("es").toasts as Readonly<Record<string, string>>;
    // A word the same in both languages ("Error") is an entry too, so only a missing one fails.
    expect(Object.keys(catalogue("en").toasts).filter((k) => !es[k])).toEqual([]);
  });
});
