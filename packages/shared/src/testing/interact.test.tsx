import { screen } from '@testing-library/react';
import { fill } from './interact';
import { render } from './render';

describe('fill', () => {
  it('replaces what a box holds with one pasted input, through focus and selection', async () => {
    const inputs: string[] = [];
    const { user } = await render(
      <label>
        Nom
        <input
          defaultValue="Ancien"
          onInput={(event) => inputs.push((event.target as HTMLInputElement).value)}
        />
      </label>,
    );
    const box = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nom' });
    await fill(user, box, 'Journée portes ouvertes');
    expect(box.value).toBe('Journée portes ouvertes');
    expect(document.activeElement).toBe(box);
    // Emptied, then the whole text at once: not one input per character.
    expect(inputs).toEqual(['', 'Journée portes ouvertes']);
    await fill(user, box, '');
    expect(box.value).toBe('');
  });
});
