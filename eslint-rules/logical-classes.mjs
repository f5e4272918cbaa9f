/**
 * Tailwind classes that name a physical side (`ml-2`, `pr-4`, `left-0`, `text-right`, `border-l`,
 * `rounded-tr-lg`, `float-left`...) and their logical forms (`ms-2`, `pe-4`, `start-0`, `text-end`,
 * `border-s`, `rounded-se-lg`, `float-start`). The site is laid out by reading direction so that a
 * right-to-left locale (Arabic) mirrors it with `dir="rtl"` alone. `translate-x-*` moves along the
 * physical axis in every direction, so it is accepted only beside an `rtl:` counterpart in the same
 * class string. `space-x-*`, `divide-x-*`, `inset-x-*`, `mx-*` and `px-*` are symmetric or already
 * logical in Tailwind 4 and pass.
 *
 * Used by the ESLint rule below (class strings in .ts/.tsx) and by
 * `scripts/count-physical-classes.mjs` (also MDX and CSS), so both agree on what is physical.
 */

/** Classes that really mean a physical side whatever the reading direction. Keep this short. */
export const ALLOWED_PHYSICAL = new Set([]);

/** Physical utility prefix -> logical replacement (the part before the value). */
const PREFIX_MAP = [
  ['scroll-ml-', 'scroll-ms-'],
  ['scroll-mr-', 'scroll-me-'],
  ['scroll-pl-', 'scroll-ps-'],
  ['scroll-pr-', 'scroll-pe-'],
  ['ml-', 'ms-'],
  ['mr-', 'me-'],
  ['pl-', 'ps-'],
  ['pr-', 'pe-'],
  ['left-', 'start-'],
  ['right-', 'end-'],
  ['rounded-tl-', 'rounded-ss-'],
  ['rounded-tr-', 'rounded-se-'],
  ['rounded-bl-', 'rounded-es-'],
  ['rounded-br-', 'rounded-ee-'],
  ['rounded-l-', 'rounded-s-'],
  ['rounded-r-', 'rounded-e-'],
  ['border-l-', 'border-s-'],
  ['border-r-', 'border-e-'],
];

/** Whole physical classes (no value) -> logical replacement. */
const EXACT_MAP = new Map([
  ['text-left', 'text-start'],
  ['text-right', 'text-end'],
  ['float-left', 'float-start'],
  ['float-right', 'float-end'],
  ['clear-left', 'clear-start'],
  ['clear-right', 'clear-end'],
  ['border-l', 'border-s'],
  ['border-r', 'border-e'],
  ['rounded-l', 'rounded-s'],
  ['rounded-r', 'rounded-e'],
  ['rounded-tl', 'rounded-ss'],
  ['rounded-tr', 'rounded-se'],
  ['rounded-bl', 'rounded-es'],
  ['rounded-br', 'rounded-ee'],
]);

/** Splits `md:hover:-ml-2` into its variants (`['md', 'hover']`) and its utility (`-ml-2`). */
export function splitVariants(token) {
  const parts = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < token.length; i++) {
    const c = token[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      parts.push(token.slice(start, i));
      start = i + 1;
    }
  }
  const utility = token.slice(start);
  return { variants: parts, utility };
}

/**
 * The logical form of one class token, or null when the token names no physical side.
 * `translate-x-*` returns `'rtl:'` (it needs an `rtl:` counterpart, see {@link findPhysical}).
 */
export function logicalFormOf(token) {
  if (ALLOWED_PHYSICAL.has(token)) return null;
  const { variants, utility } = splitVariants(token);
  const important = utility.startsWith('!') ? '!' : '';
  let u = important ? utility.slice(1) : utility;
  const importantEnd = u.endsWith('!') ? '!' : '';
  if (importantEnd) u = u.slice(0, -1);
  const negative = u.startsWith('-') ? '-' : '';
  const base = negative ? u.slice(1) : u;
  const prefix = variants.length ? `${variants.join(':')}:` : '';
  const rebuild = (b) => `${prefix}${important}${negative}${b}${importantEnd}`;
  if (EXACT_MAP.has(base)) return rebuild(EXACT_MAP.get(base));
  for (const [from, to] of PREFIX_MAP) {
    if (base.startsWith(from) && base.length > from.length)
      return rebuild(to + base.slice(from.length));
  }
  if (/^translate-x-/.test(base)) return 'rtl:';
  return null;
}

/**
 * Physical classes in one class string: `[{ token, suggestion }]`. A `translate-x-*` token passes
 * when the same string has an `rtl:` token with the same other variants that also sets translate-x.
 */
export function findPhysical(classString) {
  const tokens = classString.split(/\s+/).filter(Boolean);
  const found = [];
  for (const token of tokens) {
    const suggestion = logicalFormOf(token);
    if (suggestion === null) continue;
    if (suggestion === 'rtl:') {
      const { variants } = splitVariants(token);
      if (variants.includes('rtl') || variants.includes('ltr')) continue;
      const want = [...variants].sort().join(':');
      const mirrored = tokens.some((t) => {
        const s = splitVariants(t);
        if (!s.variants.includes('rtl')) return false;
        const others = s.variants
          .filter((v) => v !== 'rtl')
          .sort()
          .join(':');
        return others === want && /^!?-?translate-x-/.test(s.utility);
      });
      if (mirrored) continue;
      found.push({
        token,
        suggestion: `an rtl: counterpart (rtl:${variants.length ? variants.join(':') + ':' : ''}-${token.split(':').pop().replace(/^-/, '')})`,
      });
      continue;
    }
    found.push({ token, suggestion });
  }
  return found;
}

const CLASS_NAME = /^(class|className|classes|.*Class(es|Name)?)$/;
const CLASS_FUNCTIONS = new Set(['cn', 'clsx', 'classNames', 'cx', 'twMerge', 'cva']);

/** Whether a string node sits where class names go (className attribute, *Class variable, cn()...). */
function inClassContext(node) {
  for (let p = node.parent; p; p = p.parent) {
    if (p.type === 'JSXAttribute') return p.name && CLASS_NAME.test(p.name.name);
    if (p.type === 'VariableDeclarator')
      return p.id.type === 'Identifier' && CLASS_NAME.test(p.id.name);
    if (p.type === 'Property' && !p.computed) {
      const key = p.key.type === 'Identifier' ? p.key.name : p.key.value;
      if (typeof key === 'string' && CLASS_NAME.test(key)) return true;
    }
    if (
      p.type === 'AssignmentPattern' &&
      p.left.type === 'Identifier' &&
      CLASS_NAME.test(p.left.name)
    )
      return true;
    if (
      p.type === 'CallExpression' &&
      p.callee.type === 'Identifier' &&
      CLASS_FUNCTIONS.has(p.callee.name)
    )
      return true;
    if (
      p.type === 'Program' ||
      p.type.endsWith('Statement') ||
      p.type.startsWith('Function') ||
      p.type === 'ArrowFunctionExpression'
    )
      return false;
  }
  return false;
}

/** @type {import('eslint').Rule.RuleModule} */
export const logicalClassesRule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Use logical Tailwind classes (ms-, pe-, start-, text-start, border-s...) instead of physical ones',
    },
    messages: {
      physical:
        'Physical direction class "{{token}}": use {{suggestion}} so the layout mirrors in right-to-left locales.',
    },
    schema: [],
  },
  create(context) {
    function check(node, text) {
      if (typeof text !== 'string' || !inClassContext(node)) return;
      for (const { token, suggestion } of findPhysical(text)) {
        context.report({
          node,
          messageId: 'physical',
          data: { token, suggestion: `"${suggestion}"`.replace(/^"an (.*)"$/, 'an $1') },
        });
      }
    }
    return {
      Literal(node) {
        check(node, node.value);
      },
      TemplateElement(node) {
        check(node, node.value.cooked);
      },
      JSXText() {},
    };
  },
};

const plugin = { rules: { 'logical-classes': logicalClassesRule } };

export default plugin;
