import { mkdirSync } from "node:fs";
import { expect, test } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";

// The site in Spanish (issue 34 §1), as a resident meets it: the switch in the header and in the mobile menu, the choice
// kept from page to page. That the Spanish pages hold no English interface word is checked on the server's HTML, in
// workerd (tests/integration/spanish-pages.test.ts, moved there 2026-11-28).

test.describe("the site in Spanish", () => {
  test("a resident switches to Spanish in the header and the choice sticks from page to page", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome to Greenwood, Indiana");
    await page.getByRole("banner").getByRole("button", { name: "Español" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenido a Greenwood, Indiana");

    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Noticias" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/news`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("banner").getByRole("link", { name: "Iniciar sesión" })).toBeVisible();

    await page.getByRole("navigation", { name: "Principal" }).getByRole("link", { name: "Inicio" }).click();
    await expect(page).toHaveURL(`${BASE_URL}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenido a Greenwood, Indiana");

    // And back: the switch now offers English, and English sticks the same way.
    await page.getByRole("banner").getByRole("button", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/news");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("at 390 px the mobile menu offers the switch, and it works", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const menu = page.getByTestId("mobile-menu");
    // The header's own switch is for wide screens; on a phone it is in the menu.
    await expect(page.getByRole("banner").getByRole("button", { name: "Español" }).first()).toBeHidden();
    await menu.getByText("Menu", { exact: true }).click();
    const toSpanish = menu.getByRole("button", { name: "Español" });
    await expect(toSpanish).toBeVisible();
    await toSpanish.click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bienvenido a Greenwood, Indiana");
    await menu.getByText("Menú", { exact: true }).click();
    await expect(menu.getByRole("button", { name: "English" })).toBeVisible();
    await expect(menu.getByRole("navigation", { name: "Móvil" }).getByRole("link", { name: "Noticias" })).toBeVisible();

    // Screenshots for a person to look at (ES_SHOTS=/tmp/shots): the Spanish home page on a phone and a desktop.
    const shots = process.env.ES_SHOTS;
    if (shots && test.info().project.name === "js") {
      await test.step("screenshots", async () => {
        mkdirSync(shots, { recursive: true });
        await page.goto("/");
        await page.screenshot({ path: `${shots}/es-home-390.png`, fullPage: true });
        await page.setViewportSize({ width: 1280, height: 900 });
        await page.goto("/");
        await page.screenshot({ path: `${shots}/es-home-1280.png`, fullPage: true });
      });
    }
  });
});
