// Rspack pre-loader for an app's TypeScript sources: every `defaultMessage` written as a string
// literal (the French text of a message, in defineMessages or a <FormattedMessage> prop) becomes
// its ICU AST, as the ar/en catalogs already are (icu-catalog-loader.cjs). With every message
// compiled at build time the browser needs no ICU parser: the apps alias it to formatjs'
// no-parser build, 7 KB gzip less in the shared react-intl chunk on every page. A defaultMessage
// that is not a literal cannot be compiled, so it fails the build here rather than a page.
const ts = require('typescript');
const { parse } = require('@formatjs/icu-messageformat-parser');

/**
 * @this {Pick<import('@rsbuild/core').Rspack.LoaderContext, 'resourcePath'>} (all it reads)
 * @param {string} source
 */
module.exports = function icuDefaultMessageLoader(source) {
  if (!source.includes('defaultMessage')) return source;
  const file = ts.createSourceFile(
    this.resourcePath,
    source,
    ts.ScriptTarget.Latest,
    true,
    this.resourcePath.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  /** @type {{ start: number; end: number; text: string }[]} */
  const edits = [];
  const fail = (/** @type {import('typescript').Node} */ node, /** @type {string} */ why) => {
    const { line } = file.getLineAndCharacterOfPosition(node.getStart(file));
    throw new Error(`${this.resourcePath}:${line + 1}: ${why}`);
  };
  const compile = (/** @type {import('typescript').Node} */ node, /** @type {string} */ text) => {
    try {
      return JSON.stringify(parse(text));
    } catch (error) {
      return fail(
        node,
        `not a valid ICU message: ${error instanceof Error ? error.message : error}`,
      );
    }
  };
  const literal = (/** @type {import('typescript').Node | undefined} */ node) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) ? node : null;

  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    // In defineMessages: `defaultMessage: '…'`; on <FormattedMessage>: `defaultMessage="…"`,
    // whose compiled value goes in braces.
    const inObject =
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === 'defaultMessage';
    const inJsx = ts.isJsxAttribute(node) && node.name.getText(file) === 'defaultMessage';
    if (inObject || inJsx) {
      const value = literal(node.initializer);
      if (!value) fail(node, 'a defaultMessage must be a string literal to be compiled');
      else {
        const compiled = compile(value, value.text);
        edits.push({
          start: value.getStart(file),
          end: value.end,
          text: inJsx ? `{${compiled}}` : compiled,
        });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  }
  return out;
};
