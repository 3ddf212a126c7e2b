import { expect, test, type Page } from "@playwright/test";
import { signInAs, waitForHydration } from "./support";

// Hydration starts after the first paint (docs/decisions/pages-without-react.md), so a person may type before React runs. Hydrating a form
// put back the text the server rendered (the listing editor lost its 'About' text that way); noteTypedText keeps what
// was typed.

/** Holds the page's JavaScript back until `release` is called, as a slow phone would. */
async function holdScripts(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/build/**/*.js", async (route) => {
    await held;
    await route.continue();
  });
  return async () => {
    release();
    // The layout's effect (which puts typed text back) has run once the document says it is hydrated.
    await waitForHydration(page);
  };
}

test("text typed into a form before the page hydrates is still there after it hydrates", async ({ page, javaScriptEnabled }) => {
  test.skip(!javaScriptEnabled, "hydration needs JavaScript");
  await signInAs(page, "Jamie Chen", `/directory?q=${encodeURIComponent("Maplecrest Bakehouse")}`);
  const details = await page.getByTestId("business-card").first().getByRole("link", { name: "View Details" }).getAttribute("href");
  const hydrate = await holdScripts(page);
  await page.goto(`${details}/edit`, { waitUntil: "domcontentloaded" });
  await page.getByLabel("About").fill("Typed before the page's JavaScript arrived.");
  expect(await page.evaluate(() => window.__remixRouter === undefined)).toBe(true);
  await hydrate();
  await expect(page.getByLabel("About")).toHaveValue("Typed before the page's JavaScript arrived.");

  // The support form too (a plain textarea).
  const again = await holdScripts(page);
  await page.goto("/support", { waitUntil: "domcontentloaded" });
  await page.locator("#contact-form").getByLabel("Message").fill("Typed early on the support page.");
  await again();
  await expect(page.locator("#contact-form").getByLabel("Message")).toHaveValue("Typed early on the support page.");
});
