// French grammar the site's sentences need around a value they do not know in advance: « de »
// before a name becomes « d’ » when the name starts with a vowel (« la pré-inscription d’Enfant »,
// « le compte d’Ousmane », but « de Moussa »). One rule for the pages, the back office and the
// mails. A name starting with an h is left alone: telling an h muet (« d’Hélène ») from an h
// aspiré (« de Hamidou ») needs a dictionary, and « de » is never wrong there.

/** Vowels once accents are taken off (NFD), with the two ligatures that have no decomposition. */
const VOWEL = /^[aeiouyæœ]/i;

/** What may stand before the word's first letter: spaces, opening quotes and brackets. */
const LEADING = /^[\s«"“‘'([]+/u;

/**
 * Whether « de » is elided before `word` (its first letter, past opening quotes, is a vowel: a,
 * e, i, o, u, y, accented or not, or æ, œ).
 * @param {string} word
 * @returns {boolean}
 */
export function elidesDe(word) {
  const first = word.replace(LEADING, '').normalize('NFD').charAt(0);
  return VOWEL.test(first);
}

/**
 * « de » and `word`, elided when it starts with a vowel: `frenchDe('Enfant')` is « d'Enfant »,
 * `frenchDe('Moussa')` « de Moussa ». `apostrophe`: the text's own (the mails write ’).
 * @param {string} word
 * @param {{ apostrophe?: string }} [options]
 * @returns {string}
 */
export function frenchDe(word, { apostrophe = "'" } = {}) {
  return elidesDe(word) ? `d${apostrophe}${word.trimStart()}` : `de ${word}`;
}
