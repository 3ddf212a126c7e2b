// An /api error carries its message descriptor from where it is raised (issue 44): an `api` key, `apiMessage(key,
// values)`, another namespace's message, a schema rule ({ rule }) or text as written. The JSON body is the spec's
// English; localiseApiError formats the descriptor in the reader's language, never matching the English wording.
import { describe, expect, it } from "vitest";
import { apiError, apiMessage, apiMessageIn, fail, localiseApiError, normaliseApiError, type ApiMessage } from "~/lib/http.server";
import * as catalogueServer from "~/lib/i18n/catalogue.server";
import { catalogue, formatMessage } from "~/lib/i18n/catalogue.server";
import { en } from "~/lib/i18n/en";
import { rule as ruleOf } from "~/lib/i18n/rule";

const bodyOf = async (response: Response) => (await response.json()) as { message: string; errors?: Record<string, string[]> };

describe("/api errors by message descriptor", () => {
  it("every api key without values formats to its English, byte for byte (the spec's /api messages)", () => {
    for (const key of Object.keys(en.api) as (keyof typeof en.api)[]) {
      if (!key.includes("{")) expect(apiMessageIn("en", { id: `api.${key}`, message: key })).toBe(key);
    }
    expect(
      apiMessageIn(
        "en",
        apiMessage(
          /*i18n*/ { id: 'api.status must be "{answer}" for {method}', message: 'status must be "{answer}" for {method}' },
          { answer: "going", method: "POST" },
        ),
      ),
    ).toBe('status must be "going" for POST');
  });

  it("the JSON body is English; a Spanish reader gets the message formatted from the key", async () => {
    const raised = apiError(404, /*i18n*/ { id: "api.Event not found", message: "Event not found" });
    expect(await bodyOf(raised.clone())).toEqual({ message: "Event not found" });
    const es = await localiseApiError(raised, "es");
    expect(es.status).toBe(404);
    expect(es.headers.get("Content-Language")).toBe("es");
    expect(await bodyOf(es)).toEqual({ message: catalogue("es").api["Event not found"] });
    expect(catalogue("es").api["Event not found"]).not.toBe("Event not found");
  });

  it("the key, not the English, decides: the same English raised as text is shown as written", async () => {
    const asText = await localiseApiError(apiError(404, { text: "Event not found" }), "es");
    expect(await bodyOf(asText)).toEqual({ message: "Event not found" });
  });

  it("values, field errors and status survive; the private header never leaves", async () => {
    const raised = apiError(
      400,
      apiMessage(/*i18n*/ { id: "api.The amount for this order is {amount}", message: "The amount for this order is {amount}" }, { amount: "12.50" }),
      { price: ["x"] },
    );
    expect(await bodyOf(raised.clone())).toEqual({ message: "The amount for this order is 12.50", errors: { price: ["x"] } });
    const es = await localiseApiError(raised.clone(), "es");
    expect(await bodyOf(es)).toEqual({
      message: formatMessage(
        "es",
        { id: "api.The amount for this order is {amount}", message: "The amount for this order is {amount}" },
        { amount: "12.50" },
      ),
      errors: { price: ["x"] },
    });
    expect([...es.headers.keys()].some((h) => h.toLowerCase() === "x-api-message")).toBe(false);
    const english = await localiseApiError(raised, "en");
    expect([...english.headers.keys()].some((h) => h.toLowerCase() === "x-api-message")).toBe(false);
    expect(await bodyOf(english)).toEqual({ message: "The amount for this order is 12.50", errors: { price: ["x"] } });
  });

  it("another namespace's message and a schema rule come through their descriptors", async () => {
    const other = await localiseApiError(apiError(400, /*i18n*/ { id: "badRequest.Invalid claim", message: "Invalid claim" }), "es");
    expect((await bodyOf(other)).message).toBe(catalogue("es").badRequest["Invalid claim"]);
    const rule = await localiseApiError(
      apiError(400, {
        rule: ruleOf(/*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" }, { max: 255 }),
      }),
      "es",
    );
    expect((await bodyOf(rule)).message).toBe("Debe tener 255 caracteres o menos");
  });

  it("field messages are rule descriptors: English in the body, the reader's language after localiseApiError", async () => {
    const tooLong = ruleOf(
      /*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" },
      { max: 120 },
    );
    const raised = apiError(400, { rule: tooLong }, { title: [tooLong, "Title is required"] });
    expect(await bodyOf(raised.clone())).toEqual({
      message: "Must be 120 characters or fewer",
      errors: { title: ["Must be 120 characters or fewer", "Title is required"] },
    });
    const es = await localiseApiError(raised, "es");
    expect([...es.headers.keys()].some((h) => h.toLowerCase().startsWith("x-api-"))).toBe(false);
    expect(await bodyOf(es)).toEqual({
      message: "Debe tener 120 caracteres o menos",
      errors: { title: ["Debe tener 120 caracteres o menos", catalogue("es").validation["Title is required"]] },
    });
  });

  it("fail throws the same answer; a status's own words (normaliseApiError) carry their key", async () => {
    let thrown: unknown;
    try {
      fail(401, /*i18n*/ { id: "api.Unauthorized", message: "Unauthorized" });
    } catch (e) {
      thrown = e;
    }
    expect(await bodyOf(await localiseApiError(thrown as Response, "es"))).toEqual({ message: catalogue("es").api.Unauthorized });
    const normalised = await normaliseApiError(new Response("", { status: 500 }));
    expect(await bodyOf(normalised.clone())).toEqual({ message: "Internal Server Error" });
    expect(await bodyOf(await localiseApiError(normalised, "es"))).toEqual({ message: catalogue("es").api["Internal Server Error"] });
  });

  it("a wrong key fails the type check, and the English lookup for /api errors is gone", () => {
    // @ts-expect-error: a message is a descriptor, never its English wording (the type check runs in `npx tsc --noEmit`).
    const wrong: ApiMessage = "Event not found";
    // @ts-expect-error: a descriptor's id must name a key of its namespace.
    const wrongRef: ApiMessage = { id: "api.No such message", message: "No such message" };
    expect([wrong, wrongRef]).toHaveLength(2);
    expect("apiMessage" in catalogueServer).toBe(false);
  });
});
