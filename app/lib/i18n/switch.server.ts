// What the language switch's action needs (server only, so the route ships none of it to the browser).
export { isLang, langCookie, returnPath } from "./lang";
