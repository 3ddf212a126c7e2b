// A form post's 400 carries its message descriptor (issue 44): a `badRequest` key, another namespace's message, or a
// schema rule's own message ({ rule }), formatted in the reader's language; nothing matches an action's English.
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { badRequest, badRequestIn, firstRule } from "~/lib/http.server";
import * as catalogueServer from "~/lib/i18n/catalogue.server";
import { catalogue, formatMessage } from "~/lib/i18n/catalogue.server";
import { rule } from "~/lib/i18n/rule";

describe("form 400s by message descriptor", () => {
  it("a badRequest key gives the reader's language, and the spec's English to an English reader", () => {
    expect(badRequestIn("es", /*i18n*/ { id: "badRequest.Invalid claim", message: "Invalid claim" })).toBe(
      catalogue("es").badRequest["Invalid claim"],
    );
    expect(badRequestIn("es", /*i18n*/ { id: "badRequest.Invalid claim", message: "Invalid claim" })).not.toBe("Invalid claim");
    expect(
      badRequestIn("en", /*i18n*/ { id: "badRequest.That request could not be understood.", message: "That request could not be understood." }),
    ).toBe("That request could not be understood.");
    expect(badRequestIn("es", /*i18n*/ { id: "badRequest.Unknown action", message: "Unknown action" })).toBe("Acción desconocida");
  });

  it("another namespace's message comes through its key", () => {
    expect(badRequestIn("es", /*i18n*/ { id: "adminFediverse.badDomain", message: "" })).toBe(
      formatMessage("es", { id: "adminFediverse.badDomain", message: "" }),
    );
  });

  it("a schema's rule comes through `validation`, and the action's key when the schema gave none", () => {
    const tooLong = rule(/*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" }, { max: 255 });
    const error = z.object({ name: z.string().max(255, tooLong) }).safeParse({ name: "x".repeat(300) }).error;
    if (!error) throw new Error("expected a refusal");
    expect(firstRule(error, /*i18n*/ { id: "badRequest.Invalid claim", message: "Invalid claim" })).toEqual({ rule: tooLong });
    expect(badRequestIn("en", firstRule(error, /*i18n*/ { id: "badRequest.Invalid claim", message: "Invalid claim" }))).toBe(
      "Must be 255 characters or fewer",
    );
    expect(badRequestIn("es", firstRule(error, /*i18n*/ { id: "badRequest.Invalid claim", message: "Invalid claim" }))).toBe(
      "Debe tener 255 caracteres o menos",
    );
    expect(firstRule(new z.ZodError([]), /*i18n*/ { id: "badRequest.Invalid claim", message: "Invalid claim" })).toEqual({
      id: "badRequest.Invalid claim",
      message: "Invalid claim",
    });
  });

  it("badRequest throws the 400 page answer in the reader's language", () => {
    let thrown: unknown;
    try {
      badRequest("es", /*i18n*/ { id: "badRequest.Bad Request", message: "Bad Request" });
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(400);
    return expect((thrown as Response).text()).resolves.toBe(catalogue("es").badRequest["Bad Request"]);
  });

  it("the English lookup for form 400s is gone", () => {
    expect("badRequestText" in catalogueServer).toBe(false);
  });
});
