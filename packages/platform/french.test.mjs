import { describe, expect, it } from 'vitest';
import { elidesDe, frenchDe } from './french.mjs';

describe('frenchDe', () => {
  it('elides before a, e, i, o, u, y, in either case', () => {
    /** @type {[string, string][]} */
    const cases = [
      ['Enfant', "d'Enfant"],
      ['Aminata', "d'Aminata"],
      ['enfant', "d'enfant"],
      ['Ibrahim', "d'Ibrahim"],
      ['Ousmane', "d'Ousmane"],
      ['Ursula', "d'Ursula"],
      ['Yacouba', "d'Yacouba"],
    ];
    for (const [name, expected] of cases) {
      expect(frenchDe(name), name).toBe(expected);
    }
  });

  it('elides before accented vowels and the ligatures, composed or not', () => {
    for (const name of [
      'Éric',
      'Élodie',
      'Ève',
      'Îlot',
      'Ôumar',
      'Ùrsule',
      'Ÿvan',
      'Œdipe',
      'Æsa',
    ]) {
      expect(frenchDe(name), name).toBe(`d'${name}`);
    }
    // É written as E + combining acute accent.
    expect(frenchDe('E\u0301ric')).toBe("d'E\u0301ric");
  });

  it('keeps « de » before a consonant, an h, a digit or nothing', () => {
    for (const name of ['Moussa', 'Fatoumata', 'Hélène', 'Hamidou', '3e B', '', 'Bintou']) {
      expect(frenchDe(name), name).toBe(`de ${name}`);
    }
  });

  it('looks past opening quotes: « d’« Administrateur » », « de « Rédacteur » »', () => {
    expect(frenchDe('« Administrateur »', { apostrophe: '’' })).toBe('d’« Administrateur »');
    expect(frenchDe('« Rédacteur »')).toBe('de « Rédacteur »');
    expect(elidesDe('"Ousmane"')).toBe(true);
  });

  it('writes the apostrophe the text uses', () => {
    expect(frenchDe('Enfant', { apostrophe: '’' })).toBe('d’Enfant');
  });
});
