/**
 * No user-facing text written straight into JSX (docs/i18n.md): a text child, or an aria-label,
 * alt, title, placeholder or label given as a plain string (or a message, text, legend or hint:
 * the props our own components show, e.g. LoadError's message), must come from the catalogues
 * (`<Trans>`, `t`), so no screen is left in one language. Proper names and texts with no words
 * (digits, symbols, '404') are allowed.
 */
const ATTRIBUTES = new Set([
  'aria-label',
  'alt',
  'title',
  'placeholder',
  'label',
  'message',
  'text',
  'legend',
  'hint',
]);

/** Names that read the same in English and French. */
const PROPER_NAMES = [
  'Canada Virtual Challenges',
  '© 2025 Canada Virtual Challenges',
  'Strava',
  'Fitbit',
  'Garmin',
];

/** Inside <Trans>…</Trans>: the macro puts the text in the catalogues. */
const insideTrans = (context, node) =>
  context.sourceCode
    .getAncestors(node)
    .some((n) => n.type === 'JSXElement' && n.openingElement.name.name === 'Trans');

const hasWords = (text) => /\p{L}{2,}/u.test(text);
const allowed = (text) => !hasWords(text) || PROPER_NAMES.includes(text.trim());

/** The plain string an attribute holds: "x", {'x'} or {`x`} without expressions; else null. */
function literalOf(value) {
  if (!value) return null;
  if (value.type === 'Literal' && typeof value.value === 'string') return value.value;
  if (value.type !== 'JSXExpressionContainer') return null;
  const { expression } = value;
  if (expression.type === 'Literal' && typeof expression.value === 'string')
    return expression.value;
  if (expression.type === 'TemplateLiteral' && expression.expressions.length === 0)
    return expression.quasis[0].value.cooked;
  return null;
}

const noLiteralJsxText = {
  meta: {
    type: 'problem',
    messages: {
      text: 'User-facing text "{{text}}" must come from the catalogues: wrap it in <Trans> (docs/i18n.md).',
      attribute:
        'User-facing {{name}} "{{text}}" must come from the catalogues: use t`…` (docs/i18n.md).',
    },
    schema: [],
  },
  create(context) {
    return {
      JSXText(node) {
        const text = node.value.replace(/\s+/g, ' ').trim();
        if (text && !allowed(text) && !insideTrans(context, node))
          context.report({ node, messageId: 'text', data: { text } });
      },
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : null;
        if (!name || !ATTRIBUTES.has(name)) return;
        const text = literalOf(node.value);
        if (text !== null && !allowed(text))
          context.report({ node, messageId: 'attribute', data: { name, text } });
      },
    };
  },
};

export const i18nPlugin = { rules: { 'no-literal-jsx-text': noLiteralJsxText } };
