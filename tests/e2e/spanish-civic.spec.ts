import { expect, test, type Page } from "@playwright/test";
import { englishIn, interfaceText, readInSpanish } from "./spanish-check";

// The civic pages in Spanish (issue 34 §1): schools, government services, weather alerts, search, the weekly letter's
// pages and support, walked as a Spanish-reading resident sees them. What people wrote (school and office names, NWS
// alerts, results, letters) is marked lang="en" and not checked.

async function expectSpanish(page: Page, skip?: string) {
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect(englishIn(await interfaceText(page, skip))).toEqual([]);
}

test.describe("the civic pages in Spanish", () => {
  test.beforeEach(async ({ page }) => {
    await readInSpanish(page);
  });

  test("schools, government services and weather alerts", async ({ page }) => {
    // The page hydrates: the server's and the browser's Spanish must be the same text (a range's spaces once differed).
    const errors: string[] = [];
    page.on("pageerror", (e) => errors.push(e.message));
    await page.goto("/schools");
    await page.waitForLoadState("networkidle");
    expect(errors).toEqual([]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Escuelas");
    await expect(page.getByTestId("school-card").first()).toBeVisible();
    await expectSpanish(page);
    // A filtered list (the filter's own address) answers in Spanish too.
    await page.goto("/schools?type=high");
    await expect(page.getByLabel("Tipo")).toHaveValue("high");
    await expect(page.getByTestId("school-card").first()).toBeVisible();
    await expectSpanish(page);

    await page.goto("/emergency");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Servicios de gobierno");
    await expect(page.getByTestId("service-contact").first()).toBeVisible();
    await expectSpanish(page);

    await page.goto("/alerts");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alertas meteorológicas");
    await expectSpanish(page);
  });

  test("the sign-in page", async ({ page }) => {
    await page.goto("/api/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Iniciar sesión");
    await expect(page.getByRole("button", { name: /^Entrar como Jamie Chen/ })).toBeVisible();
    await expectSpanish(page);
  });

  test("search: the empty page, results and a kind's tab", async ({ page }) => {
    await page.goto("/search");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Buscar");
    await expect(page.getByRole("main").getByPlaceholder("Buscar noticias, negocios, eventos y anuncios...")).toBeVisible();
    await expectSpanish(page);

    await page.goto("/search?q=park");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados de búsqueda para «park»");
    await expect(page.getByTestId("result-count")).toContainText("encontrado");
    await expectSpanish(page);
    await page
      .getByRole("navigation", { name: "Tipos de resultado" })
      .getByRole("link", { name: /^Noticias/ })
      .click();
    await expect(page).toHaveURL(/type=news/);
    await expectSpanish(page);

    await page.goto("/search?q=zzqxnothing");
    await expect(page.getByRole("heading", { name: "Sin resultados" })).toBeVisible();
    await expectSpanish(page);
  });

  test("the weekly letter: subscribe, the archive, a letter's page and the mailed links", async ({ page }) => {
    await page.goto("/subscribe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("La carta semanal");
    await expect(page.getByRole("group", { name: "Temas" })).toBeVisible();
    await expectSpanish(page);

    await page.goto("/letters");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cartas semanales");
    await expectSpanish(page);
    const first = page.locator('main a[href^="/letters/2"]').first();
    if (await first.count()) {
      await first.click();
      await expect(page.getByRole("link", { name: "Todas las cartas" })).toBeVisible();
      // The letter itself (its subject is the page's title) is another area's text: only the page's chrome is checked.
      await expectSpanish(page, '[data-testid="letter-body"]');
    }

    const confirm = await page.goto("/subscribe/confirm?token=no-such-token");
    expect(confirm?.status()).toBe(410);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirme su suscripción");
    await expectSpanish(page);

    const manage = await page.goto("/letters/manage?token=no-such-token");
    expect(manage?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su carta semanal");
    await expectSpanish(page);
  });

  test("support: the FAQ's chrome and the contact form", async ({ page }) => {
    await page.goto("/support");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Ayuda y soporte");
    await expect(page.getByLabel("Asunto")).toBeVisible();
    await expectSpanish(page);
    await page.getByRole("navigation", { name: "Temas de las preguntas frecuentes" }).getByRole("link", { name: "Anuncios clasificados" }).click();
    await expect(page).toHaveURL(/faq=Classified/);
    await expectSpanish(page);
  });
});
