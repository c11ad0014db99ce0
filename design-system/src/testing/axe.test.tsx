import { renderUi } from './render';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './axe';

// The story audit is only worth something if it fails on a real problem.
describe('axeViolations', () => {
  it('reports an unlabelled control', async () => {
    renderUi(<input type="text" />);
    const violations = await axeViolations();
    expect(violations.join('\n')).toMatch(/^label:/m);
  });

  it('is empty for a labelled control', async () => {
    renderUi(
      <label>
        Nom <input type="text" />
      </label>,
    );
    expect(await axeViolations()).toEqual([]);
  });
});
