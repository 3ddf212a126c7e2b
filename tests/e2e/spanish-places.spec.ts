import { expect, test } from "@playwright/test";
import { englishIn, interfaceText, readInSpanish } from "./spanish-check";

// The places pages in Spanish (issue 34 §1): events, the directory, classifieds and jobs, lists and their detail pages
// and forms, as a resident reads them. What people wrote (titles, descriptions, names, addresses, admin-made categories)
// stays as written and is marked lang="en"; everything else is in Spanish. Both JavaScript modes.

test.describe("the places pages in Spanish", () => {
  test("the events calendar, its filters, its map view and an event page have no English interface word", async ({ page }) => {
    await readInSpanish(page);
    await page.goto("/events");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Calendario de eventos de Greenwood");
    await expect(page.getByRole("heading", { name: "Eventos destacados" })).toBeVisible();
    await expect(page.getByTestId("events-count")).toHaveText(/^Mostrando 1–12 de \d+ eventos$/);
    await expect(page.getByTestId("event-card").first()).toBeVisible();
    expect(englishIn(await interfaceText(page))).toEqual([]);

    // Filtered by a category (admins name them: marked as written) and free only.
    const category = await page.getByLabel("Categoría").locator("option").nth(1).getAttribute("value");
    await page.goto(`/events?category=${category}&free=1&page=1`);
    expect(englishIn(await interfaceText(page))).toEqual([]);

    await page.goto("/events?view=map");
    await expect(page.getByTestId("map-summary")).toContainText("en el mapa");
    expect(englishIn(await interfaceText(page))).toEqual([]);

    await page.goto("/events");
    await page.getByTestId("event-card").first().getByRole("link", { name: "Ver detalles" }).click();
    await expect(page).toHaveURL(/\/events\/\d+$/);
    await expect(page.getByRole("link", { name: "← Volver a Eventos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Fecha y hora" })).toBeVisible();
    expect(englishIn(await interfaceText(page))).toEqual([]);
  });

  test("the directory, its map view and a business page have no English interface word", async ({ page }) => {
    await readInSpanish(page);
    await page.goto("/directory");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Directorio de negocios");
    await expect(page.getByTestId("directory-count")).toHaveText(/^Mostrando \d+ negocios$/);
    expect(englishIn(await interfaceText(page))).toEqual([]);

    await page.goto("/directory?q=main&sort=rating");
    await expect(page.getByTestId("rating-basis")).toContainText("Mejor valorados");
    expect(englishIn(await interfaceText(page))).toEqual([]);

    await page.goto("/directory?view=map");
    await expect(page.getByTestId("map-summary")).toContainText("negocios en el mapa");
    expect(englishIn(await interfaceText(page))).toEqual([]);

    // The business with residents' reviews.
    await page.goto("/directory?q=Willow");
    await page.getByTestId("business-card").first().getByRole("link", { name: "Ver detalles" }).click();
    await expect(page).toHaveURL(/\/businesses\/\d+$/);
    await expect(page.getByRole("heading", { name: "Reseñas de los vecinos" })).toBeVisible();
    expect(englishIn(await interfaceText(page))).toEqual([]);
  });

  test("the classifieds list, its filters and an ad's page have no English interface word", async ({ page }) => {
    await readInSpanish(page);
    await page.goto("/classifieds");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Anuncios clasificados");
    await expect(page.getByTestId("classified-card").first()).toBeVisible();
    expect(englishIn(await interfaceText(page))).toEqual([]);

    await page.goto("/classifieds?category=Vehicles&sort=price_asc&photos=1");
    expect(englishIn(await interfaceText(page))).toEqual([]);

    await page.goto("/classifieds");
    await page.getByTestId("classified-card").first().getByRole("link", { name: "Ver detalles" }).click();
    await expect(page).toHaveURL(/\/classifieds\/\d+$/);
    await expect(page.getByRole("link", { name: "← Volver a Clasificados" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Contactar con el vendedor" })).toBeVisible();
    expect(englishIn(await interfaceText(page))).toEqual([]);
  });

  test("the jobs list, its filters and a job's page have no English interface word", async ({ page }) => {
    await readInSpanish(page);
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Empleos cerca de Greenwood");
    await expect(page.getByTestId("job-card").first()).toBeVisible();
    expect(englishIn(await interfaceText(page))).toEqual([]);

    await page.goto("/jobs?distance=25&posted=30&remote=only");
    expect(englishIn(await interfaceText(page))).toEqual([]);

    await page.goto("/jobs");
    await page.getByTestId("job-card").first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/jobs\/[^/]+$/);
    await expect(page.getByRole("link", { name: "← Volver a Empleos" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Sobre el empleo" })).toBeVisible();
    expect(englishIn(await interfaceText(page))).toEqual([]);
  });
});
