import axe from 'axe-core';
import { pageLevelAxeRules } from '../../.storybook/preview';

// jsdom has no layout or rendering, so axe cannot measure colour contrast here: the token
// contrast test covers every pair the components draw.
const disabled = [...pageLevelAxeRules, 'color-contrast'];

export async function axeViolations(root: Element = document.body) {
  const results = await axe.run(root, {
    rules: Object.fromEntries(disabled.map((id) => [id, { enabled: false }])),
    resultTypes: ['violations'],
  });
  return results.violations.map(
    (v) => `${v.id}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
}
