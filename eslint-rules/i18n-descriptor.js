// An ESLint rule for messages written where they are used (issue 44, docs/decisions/languages.md): an object with an
// `id` of the form "ns.key" is a message descriptor, and `lingui extract` reads only those marked `/*i18n*/` whose id
// and message are both written as literals. The rule reports a descriptor without the mark (its English would never
// reach the catalogue), one whose message is not a literal (computed English the extractor cannot read), one without a
// message, and one with other properties.

/** @type {import("eslint").Rule.RuleModule} */
export default {
  meta: {
    type: "problem",
    docs: { description: 'A message is written as `/*i18n*/ { id: "ns.key", message: "English" }`, both literals.' },
    messages: {
      unmarked: 'The message "{{id}}" needs the /*i18n*/ mark before it, or `lingui extract` never sees it.',
      literal: 'The message "{{id}}" needs its English written as a literal, for `lingui extract` to read.',
      shape: 'The message "{{id}}" is `{ id, message }` and nothing else.',
    },
    schema: [],
  },
  create(context) {
    const source = context.sourceCode;
    const name = (p) => (p.type === "Property" && !p.computed ? (p.key.type === "Identifier" ? p.key.name : p.key.value) : null);
    const isText = (node) =>
      (node.type === "Literal" && typeof node.value === "string") || (node.type === "TemplateLiteral" && node.expressions.length === 0);
    return {
      ObjectExpression(node) {
        const id = node.properties.find((p) => name(p) === "id");
        if (!id || id.value.type !== "Literal" || typeof id.value.value !== "string" || !/^[A-Za-z]\w*\.\S/.test(id.value.value)) return;
        const message = node.properties.find((p) => name(p) === "message");
        // An id alone reads a message another place writes (a cookie's or a header's id): not a descriptor of its own.
        if (!message) return;
        const data = { id: id.value.value };
        if (!source.getCommentsBefore(node).some((c) => c.type === "Block" && c.value.trim() === "i18n"))
          context.report({ node, messageId: "unmarked", data });
        if (!isText(message.value)) context.report({ node: message, messageId: "literal", data });
        if (node.properties.length !== 2) context.report({ node, messageId: "shape", data });
      },
    };
  },
};
