import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './security-headers.mjs';
import { islandsSpeculationRules, speculationRules } from './speculation-rules.mjs';

const text = islandsSpeculationRules.slice(
  '<script type="speculationrules">'.length,
  -'</script>'.length,
);

describe('the speculation rules of a page of islands', () => {
  it('are one script of JSON the browser reads as rules, counted in the page’s policy', () => {
    expect(islandsSpeculationRules).toMatch(
      /^<script type="speculationrules">(?:(?!<\/script)[\s\S])*<\/script>$/,
    );
    expect(JSON.parse(text)).toEqual(speculationRules());
    expect(inlineScriptHashes(`<head>${islandsSpeculationRules}</head>`)).toHaveLength(1);
  });

  it('prefetch a same-origin link on intent, never the back office nor the site’s files', () => {
    const [rule] = speculationRules({ fullScreenPrefixes: ['/admin'] }).prefetch;
    expect(rule?.eagerness).toBe('moderate');
    expect(rule?.where.and[0]).toEqual({ href_matches: '/*' });
    const excluded = rule?.where.and
      .slice(1)
      .map((part) => ('not' in part ? part.not.href_matches : ''));
    expect(excluded).toEqual(['/admin', '/admin/*', '/*.xml', '/*.ics', '/*.txt', '/*.json']);
  });

  it('take the back office’s prefixes from the route table', () => {
    expect(text).toContain('"/admin/*"');
  });
});
