// The pages a mailed one-time link opens (confirm warnings, the letter, an alert): the link's GET shows a button and
// changes nothing; the button's POST uses the token up. With JavaScript, Remix would then read the page's loader again,
// and the used token answers 410 ("Failed to load resource" in the console, and for a moment the "link has expired"
// text under the answer). The page already shows the action's answer, so after a POST nothing is read again.
import type { ShouldRevalidateFunction } from "@remix-run/react";

export const keepAfterTokenPost: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod?.toUpperCase() === "POST" ? false : defaultShouldRevalidate;
