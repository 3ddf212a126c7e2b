// An ESLint rule that stops new interface English (issue 44): text a reader sees must come from the catalogues
// (docs/decisions/languages.md), never be written in a route, a component, the map script or a mail template. It reports
// - JSX text with a word in it (`<h1>Sign out?</h1>`),
// - a string or template written as a JSX child (`{"More"}`, `{`More events at ${site}`}`, either side of `? :`/`&&`),
// - a string in an attribute a reader meets (aria-label, title, placeholder, alt, label, …),
// - in a plain script (the map's), a string put where the page shows it (`el.textContent = "…"`, `.title =`,
//   `setAttribute("aria-label", "…")`, `bindPopup("…")`).
// Allowed: text with no word of two letters once the allow-list (proper names, units, brands: option `allow`) is taken
// out, and anything inside an element marked `lang` (what people wrote, or a language's own name).
// eslint-plugin-lingui's no-unlocalized-strings flags every string literal (class names, URLs, codes): 140 hits here
// with no English among most of them; this rule looks only where a reader does.

const SEEN_ATTRIBUTES = new Set([
  "aria-label",
  "aria-description",
  "aria-placeholder",
  "aria-roledescription",
  "aria-valuetext",
  "title",
  "placeholder",
  "alt",
  "label",
]);
const SEEN_PROPERTIES = new Set(["textContent", "innerText", "title", "placeholder", "ariaLabel", "alt"]);
const SEEN_CALLS = new Set(["bindPopup", "bindTooltip", "setContent", "alert", "confirm"]);
const WORD = /[A-Za-z]{2,}/;

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: "Interface text comes from the catalogues, not written in English where it is shown." },
    messages: { english: 'English text "{{text}}" shown to readers: take it from the page\'s messages (docs/decisions/languages.md).' },
    schema: [{ type: "object", properties: { allow: { type: "array", items: { type: "string" } } }, additionalProperties: false }],
  },
  create(context) {
    const allow = (context.options[0]?.allow ?? []).map((word) => new RegExp(`\\b${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "g"));
    const isEnglish = (text) => {
      let rest = text.replace(/https?:\/\/\S*|\b[\w.+-]+@[\w.-]+\b/g, " ");
      for (const word of allow) rest = rest.replace(word, " ");
      return WORD.test(rest);
    };
    const report = (node, text) => context.report({ node, messageId: "english", data: { text: text.trim().replace(/\s+/g, " ").slice(0, 60) } });

    /** Whether the node sits inside a JSX element carrying a `lang` attribute. */
    const insideLang = (node) => {
      for (let n = node.parent; n; n = n.parent) {
        // <html lang> names the page's language, not a part written by people.
        if (
          n.type === "JSXElement" &&
          n.openingElement.name.name !== "html" &&
          n.openingElement.attributes.some((a) => a.type === "JSXAttribute" && a.name.name === "lang")
        )
          return true;
      }
      return false;
    };

    /** The strings an expression shows as it stands: literals, templates' text, both sides of ?: and && / ||. */
    const shownStrings = (node) => {
      if (!node) return [];
      switch (node.type) {
        case "Literal":
          return typeof node.value === "string" ? [[node, node.value]] : [];
        case "TemplateLiteral":
          return [[node, node.quasis.map((q) => q.value.cooked ?? "").join(" ")]];
        case "ConditionalExpression":
          return [...shownStrings(node.consequent), ...shownStrings(node.alternate)];
        case "LogicalExpression":
          return shownStrings(node.right).concat(node.operator === "&&" ? [] : shownStrings(node.left));
        case "TSAsExpression":
          return shownStrings(node.expression);
        default:
          return [];
      }
    };
    const check = (expression) => {
      for (const [node, text] of shownStrings(expression)) if (isEnglish(text) && !insideLang(node)) report(node, text);
    };

    return {
      JSXText(node) {
        if (isEnglish(node.value) && !insideLang(node)) report(node, node.value);
      },
      JSXExpressionContainer(node) {
        if (node.parent.type === "JSXElement" || node.parent.type === "JSXFragment") check(node.expression);
      },
      JSXAttribute(node) {
        if (!SEEN_ATTRIBUTES.has(typeof node.name.name === "string" ? node.name.name : "")) return;
        // A JSX element's `label` prop is a reader's word; an <option>'s `label` too.
        if (!node.value) return;
        if (node.value.type === "Literal") check(node.value);
        else if (node.value.type === "JSXExpressionContainer") check(node.value.expression);
      },
      AssignmentExpression(node) {
        if (node.left.type === "MemberExpression" && !node.left.computed && SEEN_PROPERTIES.has(node.left.property.name)) check(node.right);
      },
      CallExpression(node) {
        const callee =
          node.callee.type === "MemberExpression" && !node.callee.computed
            ? node.callee.property.name
            : node.callee.type === "Identifier"
              ? node.callee.name
              : "";
        if (callee === "setAttribute" && node.arguments[0]?.type === "Literal" && SEEN_ATTRIBUTES.has(String(node.arguments[0].value)))
          check(node.arguments[1]);
        else if (SEEN_CALLS.has(callee)) check(node.arguments[0]);
      },
    };
  },
};
