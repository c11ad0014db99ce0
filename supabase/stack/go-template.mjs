// The subset of Go's text/template that Supabase Auth's mail templates use, so the local stack
// renders the very files a hosted project is given (config.toml's [auth.email.template.*]):
// `{{ .Field.Sub }}`, string literals, `if` / `else if` / `else` / `end`, parentheses, the
// functions eq, ne, not, and, or, print, and the `{{-` / `-}}` trim markers. Anything else is an
// error at parse time, so a template that would not render here is never shipped by mistake.

/** @typedef {{ kind: 'text'; text: string } | { kind: 'out'; expr: Expr } | { kind: 'if'; branches: { cond: Expr | null; body: Node[] }[] }} Node */
/** @typedef {{ kind: 'field'; path: string[] } | { kind: 'string'; value: string } | { kind: 'call'; name: string; args: Expr[] }} Expr */

const FUNCTIONS = new Set(['eq', 'ne', 'not', 'and', 'or', 'print']);

export class TemplateError extends Error {}

/** @param {string} source @returns {{ kind: 'text' | 'action'; text: string }[]} */
function split(source) {
  /** @type {{ kind: 'text' | 'action'; text: string }[]} */
  const parts = [];
  let at = 0;
  while (at < source.length) {
    const open = source.indexOf('{{', at);
    if (open === -1) {
      parts.push({ kind: 'text', text: source.slice(at) });
      break;
    }
    const close = source.indexOf('}}', open + 2);
    if (close === -1) throw new TemplateError(`unclosed action at offset ${open}`);
    let text = source.slice(at, open);
    let inner = source.slice(open + 2, close);
    if (inner.startsWith('-') && /\s/.test(inner[1] ?? '')) {
      text = text.replace(/\s+$/, '');
      inner = inner.slice(1);
    }
    let next = close + 2;
    if (inner.endsWith('-') && /\s/.test(inner.at(-2) ?? '')) {
      inner = inner.slice(0, -1);
      const rest = /^\s*/.exec(source.slice(next));
      next += rest ? rest[0].length : 0;
    }
    if (text) parts.push({ kind: 'text', text });
    inner = inner.trim();
    if (!(inner.startsWith('/*') && inner.endsWith('*/')))
      parts.push({ kind: 'action', text: inner });
    at = next;
  }
  return parts;
}

/** @param {string} text @returns {string[]} */
function tokens(text) {
  /** @type {string[]} */
  const out = [];
  const re = /\s*("(?:[^"\\]|\\.)*"|\(|\)|\.[A-Za-z_][\w.]*|\.|[A-Za-z_]\w*)/y;
  let at = 0;
  while (at < text.length) {
    if (/^\s*$/.test(text.slice(at))) break;
    re.lastIndex = at;
    const match = re.exec(text);
    if (!match) throw new TemplateError(`cannot read "${text.slice(at)}"`);
    out.push(/** @type {string} */ (match[1]));
    at = re.lastIndex;
  }
  return out;
}

/** @param {string[]} list @returns {Expr} */
function parseExpr(list) {
  let at = 0;
  /** @returns {Expr} */
  const term = () => {
    const token = list[at++];
    if (token === undefined) throw new TemplateError('expression ends too early');
    if (token === '(') {
      const inner = pipeline(')');
      if (list[at++] !== ')') throw new TemplateError('missing )');
      return inner;
    }
    if (token.startsWith('"')) return { kind: 'string', value: JSON.parse(token) };
    if (token === '.') return { kind: 'field', path: [] };
    if (token.startsWith('.')) return { kind: 'field', path: token.slice(1).split('.') };
    throw new TemplateError(`unexpected "${token}"`);
  };
  /** @param {string | null} stop @returns {Expr} */
  const pipeline = (stop) => {
    const head = list[at];
    if (head && /^[A-Za-z_]/.test(head)) {
      if (!FUNCTIONS.has(head)) throw new TemplateError(`function "${head}" not supported`);
      at += 1;
      /** @type {Expr[]} */
      const args = [];
      while (at < list.length && list[at] !== stop) args.push(term());
      return { kind: 'call', name: head, args };
    }
    return term();
  };
  const expr = pipeline(null);
  if (at !== list.length) throw new TemplateError(`unexpected "${list[at]}"`);
  return expr;
}

/**
 * @param {string} source
 * @returns {Node[]}
 */
export function parseTemplate(source) {
  const parts = split(source);
  let at = 0;
  /** @param {boolean} nested @returns {{ body: Node[]; end: string | null }} */
  const block = (nested) => {
    /** @type {Node[]} */
    const body = [];
    while (at < parts.length) {
      const part = /** @type {{ kind: 'text' | 'action'; text: string }} */ (parts[at++]);
      if (part.kind === 'text') {
        body.push({ kind: 'text', text: part.text });
        continue;
      }
      const words = part.text.split(/\s+/);
      if (words[0] === 'end' || words[0] === 'else') {
        if (!nested) throw new TemplateError(`"${part.text}" outside an if`);
        return { body, end: part.text };
      }
      if (words[0] === 'if') {
        /** @type {{ cond: Expr | null; body: Node[] }[]} */
        const branches = [];
        let cond = /** @type {Expr | null} */ (parseExpr(tokens(part.text.slice(2))));
        for (;;) {
          const inner = block(true);
          branches.push({ cond, body: inner.body });
          if (inner.end === null) throw new TemplateError('if without end');
          if (inner.end === 'end') break;
          if (inner.end === 'else') cond = null;
          else if (/^else\s+if\s/.test(inner.end)) {
            cond = parseExpr(tokens(inner.end.replace(/^else\s+if\s/, '')));
          } else throw new TemplateError(`unexpected "${inner.end}"`);
          if (cond === null) {
            const last = block(true);
            branches.push({ cond: null, body: last.body });
            if (last.end !== 'end') throw new TemplateError('else must be the last branch');
            break;
          }
        }
        body.push({ kind: 'if', branches });
        continue;
      }
      if (['range', 'with', 'define', 'template', 'block'].includes(words[0] ?? '')) {
        throw new TemplateError(`"${words[0]}" not supported`);
      }
      body.push({ kind: 'out', expr: parseExpr(tokens(part.text)) });
    }
    return { body, end: null };
  };
  const top = block(false);
  return top.body;
}

/** @param {unknown} value */
const truthy = (value) =>
  !(
    value === undefined ||
    value === null ||
    value === false ||
    value === '' ||
    value === 0 ||
    (Array.isArray(value) && value.length === 0) ||
    (typeof value === 'object' && Object.keys(/** @type {object} */ (value)).length === 0)
  );

/** Go's fmt.Sprint for the values a template sees. @param {unknown} value */
const sprint = (value) => {
  if (value === undefined || value === null) return '<nil>';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value);
};

/** @param {Expr} expr @param {Record<string, unknown>} data @returns {unknown} */
function evaluate(expr, data) {
  if (expr.kind === 'string') return expr.value;
  if (expr.kind === 'field') {
    /** @type {unknown} */
    let value = data;
    for (const key of expr.path) {
      value =
        value !== null && typeof value === 'object' && Object.hasOwn(value, key)
          ? /** @type {Record<string, unknown>} */ (value)[key]
          : undefined;
    }
    return value;
  }
  const args = expr.args.map((arg) => evaluate(arg, data));
  switch (expr.name) {
    case 'eq':
      return args.slice(1).some((other) => other === args[0]);
    case 'ne':
      return args[0] !== args[1];
    case 'not':
      return !truthy(args[0]);
    case 'and':
      return args.find((arg) => !truthy(arg)) ?? args.at(-1);
    case 'or':
      return args.find(truthy) ?? args.at(-1);
    default:
      return args.map(sprint).join('');
  }
}

/** @param {string} value */
export const escapeHtml = (value) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&#34;')
    .replaceAll("'", '&#39;');

/**
 * @param {Node[]} nodes @param {Record<string, unknown>} data
 * @param {(value: string) => string} escape what an output action's value goes through
 */
export function renderTemplate(nodes, data, escape) {
  let out = '';
  for (const node of nodes) {
    if (node.kind === 'text') out += node.text;
    else if (node.kind === 'out') {
      const value = evaluate(node.expr, data);
      out += escape(value === undefined || value === null ? '' : sprint(value));
    } else {
      const branch = node.branches.find((b) => b.cond === null || truthy(evaluate(b.cond, data)));
      if (branch) out += renderTemplate(branch.body, data, escape);
    }
  }
  return out;
}
