// Every message the form schemas can give has a Spanish entry in the `validation` namespace (exactly, or through one of
// its templates with values), found by probing each schema with awkward input (validation-probe.ts).
import { describe, expect, it } from "vitest";
import { addBusinessSchema, claimSchema } from "~/lib/business";
import { districtFormSchema, rowActionSchema, schoolFormSchema, serviceContactFormSchema } from "~/lib/civic";
import { CLASSIFIED_MESSAGES, classifiedFieldsSchema, postClassifiedFormSchema } from "~/lib/classifieds";
import { eventFormSchema } from "~/lib/event-form";
import { EVENT_MESSAGES } from "~/lib/event-rules";
import { messagesFor, validationFor, validationText } from "~/lib/i18n/catalogue.server";
import { readRule, rule } from "~/lib/i18n/rule";
import { localJobSchema } from "~/lib/jobs";
import { TOPICS_REQUIRED } from "~/lib/letter";
import { articleEditSchema, articleSubmitSchema, newsFormSchema } from "~/lib/news";
import { SERIES_MESSAGES } from "~/lib/recurrence";
import { REVIEW_MESSAGES, replyFormSchema, reportFormSchema, reviewFormSchema } from "~/lib/reviews";
import { settingsSchema } from "~/lib/site-settings";
import { contactSchema } from "~/lib/support";
import { z } from "~/lib/zod";
import { intentSchema, profileSchema } from "~/routes/account._index/schema";
import { moderateSchema } from "~/routes/admin.classifieds/schema";
import { addFeedSchema as addEventFeedSchema, actionSchema as adminEventsSchema } from "~/routes/admin.events/schema";
import { addSourceSchema, actionSchema as adminJobsSchema } from "~/routes/admin.jobs/schema";
import { addFeedSchema as addNewsFeedSchema, actionSchema as adminNewsSchema } from "~/routes/admin.news/schema";
import { FOREIGN_PICTURE_MESSAGE, UPLOAD_MESSAGES } from "~/services/uploads.server";
import { probeMessages } from "../support/validation-probe";

const NOW = new Date("2026-11-26T15:00:00Z");

const SCHEMAS = {
  contactSchema,
  postClassifiedFormSchema,
  classifiedFieldsSchema,
  eventFormSchema: eventFormSchema(NOW, { refusePast: true }),
  eventEditSchema: eventFormSchema(NOW),
  localJobSchema,
  newsFormSchema,
  articleSubmitSchema,
  articleEditSchema,
  reviewFormSchema,
  replyFormSchema,
  reportFormSchema,
  addBusinessSchema,
  claimSchema,
  profileSchema,
  intentSchema,
  districtFormSchema,
  schoolFormSchema,
  serviceContactFormSchema,
  rowActionSchema,
  settingsSchema,
  moderateSchema,
  addEventFeedSchema,
  adminEventsSchema: adminEventsSchema(NOW),
  addSourceSchema,
  adminJobsSchema,
  addNewsFeedSchema,
  adminNewsSchema,
};

const bySchema = Object.fromEntries(Object.entries(SCHEMAS).map(([name, schema]) => [name, probeMessages(schema)])) as Record<
  keyof typeof SCHEMAS,
  Set<string>
>;
const found = new Set<string>(Object.values(bySchema).flatMap((set) => [...set]));
// Rules that span fields or run in the action (dates in order, series, daily limits) give messages the probes cannot
// reach one field at a time: their message tables count too.
for (const table of [EVENT_MESSAGES, SERIES_MESSAGES, CLASSIFIED_MESSAGES, REVIEW_MESSAGES]) for (const m of Object.values(table)) found.add(m);
found.add(TOPICS_REQUIRED);
const U = UPLOAD_MESSAGES;
for (const m of [U.notImage("a.jpg"), U.tooBig("a.jpg"), U.tooManyPixels("a.jpg", 9000, 9000), U.tooMany(1), U.tooMany(4)]) found.add(m);
for (const m of [U.frameTooLarge("a.gif"), U.markup("a.svg"), U.unreadable("a.png"), U.unavailable]) found.add(m);
found.add(FOREIGN_PICTURE_MESSAGE);

describe("validation messages in Spanish", () => {
  it("the probes find the schemas' messages (the probe itself works)", () => {
    expect(found).toContain("Name must be at least 2 characters");
    expect(found).toContain("Please enter a valid email address");
    expect(found.size).toBeGreaterThan(40);
  });

  it("every message has a Spanish entry in the Spanish `validation` namespace (app/locales/es/messages.po)", () => {
    const es: Readonly<Record<string, string>> = messagesFor("es", "validation");
    const missing = [...found].filter((m) => !Object.hasOwn(es, readRule(m).key));
    expect(missing).toEqual([]);
  });

  // Each form page sends the shared rules and its own groups (validationFor in its loader): every message its schema
  // gives must be among them, or a Spanish reader would see it in English.
  const PAGES: [string, keyof typeof SCHEMAS, Parameters<typeof validationFor>[1][]][] = [
    ["/support", "contactSchema", ["contact"]],
    ["/post-classified", "postClassifiedFormSchema", ["classifieds", "pictures"]],
    ["/classifieds/{id}/edit", "classifiedFieldsSchema", ["classifieds", "pictures"]],
    ["/events/create", "eventFormSchema", ["events", "pictures"]],
    ["/events/{id}/edit", "eventEditSchema", ["events", "pictures"]],
    ["/jobs/post", "localJobSchema", ["jobs"]],
    ["/submit-article", "articleSubmitSchema", ["news", "pictures"]],
    ["/news/create", "newsFormSchema", ["news", "pictures"]],
    ["/businesses/add", "addBusinessSchema", ["businesses", "pictures"]],
    ["/claim-business/{id}", "claimSchema", ["businesses"]],
    ["/businesses/{id}/review", "reviewFormSchema", ["reviews", "pictures"]],
    ["/account", "profileSchema", ["account"]],
    ["/account", "intentSchema", ["account"]],
  ];
  it.each(PAGES)("%s sends every message of its form (%s)", (page, schema, groups) => {
    const sent = validationFor("es", ...groups);
    const missing = [...bySchema[schema]].filter((m) => !sent || !Object.hasOwn(sent, readRule(m).key));
    expect(missing).toEqual([]);
  });

  it("an English reader's page sends no validation messages", () => {
    expect(validationFor("en", "events")).toBeNull();
  });

  it("a message with a value carries it as a descriptor, and keeps it in each language", () => {
    const message = rule(/*i18n*/ { id: "validation.Must be {max} characters or fewer", message: "Must be {max} characters or fewer" }, { max: 255 });
    expect(readRule(message)).toEqual({ key: "Must be {max} characters or fewer", values: { max: 255 } });
    expect(validationText("es", message)).toBe("Debe tener 255 caracteres o menos");
    expect(validationText("en", message)).toBe("Must be 255 characters or fewer");
    expect(
      validationText(
        "en",
        rule(
          /*i18n*/ { id: "validation.Reviews must be {max} characters or fewer", message: "Reviews must be {max} characters or fewer" },
          { max: 2000 },
        ),
      ),
    ).toBe("Reviews must be 2,000 characters or fewer");
  });

  it("nothing is looked up by its English wording: a sentence that reads like a rule's stays as written", () => {
    // Before issue 44's descriptors this came back in Spanish, matched against the key as a pattern.
    expect(validationText("es", "Must be 255 characters or fewer")).toBe("Must be 255 characters or fewer");
    expect(validationText("es", "Something nobody wrote")).toBe("Something nobody wrote");
  });

  it("zod's own messages are descriptors too: zod's English word for word, and Spanish by key", () => {
    const issue = (schema: z.ZodTypeAny, value: unknown) => {
      const parsed = schema.safeParse(value);
      if (parsed.success) throw new Error("expected a refusal");
      return parsed.error.issues[0]?.message ?? "";
    };
    const cases: [z.ZodTypeAny, unknown, string][] = [
      [z.string().max(3), "abcd", "String must contain at most 3 character(s)"],
      [z.string().min(2), "a", "String must contain at least 2 character(s)"],
      [z.number().min(1), 0, "Number must be greater than or equal to 1"],
      [z.number().gt(1), 1, "Number must be greater than 1"],
      [z.number().max(9), 10, "Number must be less than or equal to 9"],
      [z.object({ a: z.string() }), {}, "Required"],
      [z.string(), 5, "Expected string, received number"],
      [z.enum(["a", "b"]), "c", "Invalid enum value. Expected 'a' | 'b', received 'c'"],
      [z.literal("x"), "y", 'Invalid literal value, expected "x"'],
      [z.string().email(), "nope", "Invalid email"],
    ];
    for (const [schema, value, english] of cases) {
      const message = issue(schema, value);
      expect(validationText("en", message)).toBe(english);
      expect(validationText("es", message)).not.toBe(english);
      expect(Object.hasOwn(messagesFor("es", "validation"), readRule(message).key)).toBe(true);
    }
  });
});
