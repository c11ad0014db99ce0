import { frenchText } from './labels';

describe('frenchText', () => {
  it('fills the values of a message written as a string (sources, tests)', () => {
    expect(frenchText('Diapositive {position} sur {total}', { position: 2, total: 3 })).toBe(
      'Diapositive 2 sur 3',
    );
  });

  it('reads a message compiled to its ICU AST (production builds) the same way', () => {
    const compiled = [
      { type: 0, value: 'Diapositive ' },
      { type: 1, value: 'position' },
      { type: 0, value: ' sur ' },
      { type: 1, value: 'total' },
    ];
    expect(frenchText(compiled, { position: 2, total: 3 })).toBe('Diapositive 2 sur 3');
  });

  it('gives nothing for a message it cannot read', () => {
    expect(frenchText(undefined, {})).toBe('');
  });
});
