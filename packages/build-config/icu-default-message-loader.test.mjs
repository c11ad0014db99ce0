import { describe, expect, it } from 'vitest';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const loader = require('./icu-default-message-loader.cjs');
const run = (/** @type {string} */ source, file = '/app/src/messages.ts') =>
  loader.call({ resourcePath: file }, source);

describe('the defaultMessage compiler', () => {
  it('turns each French defaultMessage into its ICU AST, leaving the rest of the file as is', () => {
    const source = [
      "import { defineMessages } from 'react-intl';",
      'export const m = defineMessages({',
      "  title: { id: 'home.title', defaultMessage: 'Bienvenue' },",
      '  count: { id: \'home.count\', defaultMessage: "{n, plural, one {# élève} other {# élèves}}" },',
      '});',
      'interface Descriptor { defaultMessage?: string }',
    ].join('\n');
    const out = run(source);
    expect(out).toContain(`defaultMessage: [{"type":0,"value":"Bienvenue"}]`);
    expect(out).toContain('"type":6');
    expect(out).toContain('interface Descriptor { defaultMessage?: string }');
    expect(out.startsWith("import { defineMessages } from 'react-intl';")).toBe(true);
  });

  it('compiles a JSX prop too', () => {
    const out = run(
      'export const A = () => <FormattedMessage id="a" defaultMessage="Bonjour {name}" />;',
      '/app/src/a.tsx',
    );
    expect(out).toContain(
      'defaultMessage={[{"type":0,"value":"Bonjour "},{"type":1,"value":"name"}]}',
    );
  });

  it('fails the build on a defaultMessage it cannot compile', () => {
    expect(() => run("const m = { id: 'x', defaultMessage: text };")).toThrow(
      /messages\.ts:1: a defaultMessage must be a string literal/,
    );
    expect(() => run("const m = { id: 'x', defaultMessage: 'Bonjour {name' };")).toThrow(
      /not a valid ICU message/,
    );
  });

  it('returns a file without messages untouched', () => {
    const source = 'export const answer = 42;\n';
    expect(run(source)).toBe(source);
  });
});
