import { describe, expect, it } from "vitest";
import { formatMessage, messagesFor } from "./i18n/catalogue.server";
import type { Lang } from "./i18n/lang";
import { describeAlert, renderAlertMail, type DescribeKey, type DescribeWords } from "./saved-search";

function wordsIn(lang: Lang, town = "Greenwood"): DescribeWords {
  const known: Readonly<Record<string, string>> = messagesFor(lang, "alertWords");
  const categories: Readonly<Record<string, string>> = messagesFor(lang, "categories");
  return {
    t: (key: DescribeKey, values) => (key in known ? formatMessage(lang, "alertWords", key as keyof typeof known & "free", values) : key),
    town,
    label: (english) => categories[english] ?? english,
    jobCategories: new Map([[3, "Healthcare"]]),
    eventCategories: new Map(),
    money: (n) => `$${n}`,
    day: (key) => key,
  };
}

describe("describeAlert", () => {
  it("says a jobs search with a distance in words, with the town's name", () => {
    expect(describeAlert("jobs", "distance=10&q=nurse", wordsIn("en"))).toBe("Jobs within 10 miles of Greenwood: nurse");
    expect(describeAlert("jobs", "distance=25&q=nurse", wordsIn("en", "Nashville"))).toBe("Jobs within 25 miles of Nashville: nurse");
    expect(describeAlert("jobs", "category=3&distance=10&type=Full-time", wordsIn("en"))).toBe(
      "Healthcare jobs within 10 miles of Greenwood, full-time",
    );
    expect(describeAlert("jobs", "distance=10&q=nurse", wordsIn("es"))).toBe("Empleos a menos de 10 millas de Greenwood: nurse");
  });

  it("says a classifieds search with a category and a top price in words", () => {
    expect(describeAlert("classifieds", "category=Home+%26+Garden&max=200", wordsIn("en"))).toBe("Classified ads in Home & Garden under $200");
    expect(describeAlert("classifieds", "max=300&q=bike", wordsIn("en"))).toBe("Classified ads under $300: bike");
    expect(describeAlert("classifieds", "min=50&max=200", wordsIn("en"))).toBe("Classified ads from $50 to $200");
    expect(describeAlert("classifieds", "category=Home+%26+Garden&max=200", wordsIn("es"))).toBe(
      "Anuncios clasificados en Casa y jardín por menos de $200",
    );
    expect(describeAlert("classifieds", "", wordsIn("en"))).toBe("All classified ads");
  });

  it("says events and site searches in words, never as parameters", () => {
    expect(describeAlert("events", "free=1&when=weekend", wordsIn("en"))).toBe("Events this weekend, free");
    expect(describeAlert("search", "q=bike&type=news", wordsIn("en"))).toBe("News: bike");
    expect(describeAlert("search", "q=bike", wordsIn("en"))).toBe("Search results: bike");
  });
});

describe("renderAlertMail", () => {
  it("fits a phone: a viewport, one column, each match's picture (absolute) and price or place, and the manage link", () => {
    const mail = renderAlertMail({
      siteUrl: "https://greenwood.example",
      to: "a@example.com",
      kind: "classifieds",
      query: "max=200",
      what: "Classified ads under $200",
      items: [{ title: "Chair", url: "/classifieds/1", meta: "$20 · Greenwood", image: "/og/scene/home-1.png" }],
      total: 1,
      manageToken: "t".repeat(32),
      words: {
        lang: "en",
        subject: () => "1 new match",
        intro: (w) => `New — ${w}`,
        more: () => "",
        seeSearch: "See",
        why: "Why",
        stop: "Stop",
        manage: "Manage your alerts",
      },
    });
    expect(mail.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(mail.html).toContain('<img src="https://greenwood.example/og/scene/home-1.png" alt="Chair"');
    expect(mail.html).toContain("$20 · Greenwood");
    expect(mail.html).toContain(`href="https://greenwood.example/saved-searches/manage?token=${"t".repeat(32)}"`);
    expect(mail.text).toContain("New — Classified ads under $200");
  });
});
