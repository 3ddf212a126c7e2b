import { describe, expect, it } from "vitest";
import { categoryNamesIn } from "~/lib/i18n/categories.server";
import { formatMessage } from "./i18n/catalogue.server";
import type { Lang } from "./i18n/lang";
import { describeAlert, type DescribeWords } from "./saved-search";

function wordsIn(lang: Lang, town = "Greenwood"): DescribeWords {
  const categories: Readonly<Record<string, string>> = categoryNamesIn(lang);
  return {
    t: (d, values) => formatMessage(lang, d, values),
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
