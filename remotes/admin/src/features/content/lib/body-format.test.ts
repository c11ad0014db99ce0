import { applyFormat } from './body-format';

const placeholders = { text: 'texte', link: 'texte du lien' };

describe('applyFormat', () => {
  it('wraps the selection in bold or italic markers and keeps it selected', () => {
    expect(
      applyFormat(
        { text: 'une belle fête', selectionStart: 4, selectionEnd: 9 },
        'bold',
        placeholders,
      ),
    ).toEqual({
      text: 'une **belle** fête',
      selectionStart: 6,
      selectionEnd: 11,
    });
    expect(
      applyFormat({ text: 'ab', selectionStart: 1, selectionEnd: 1 }, 'italic', placeholders).text,
    ).toBe('a*texte*b');
  });

  it('turns the selected lines into a heading or a list, replacing an earlier mark', () => {
    const text = 'Intro\nPremier\nSecond';
    expect(
      applyFormat({ text, selectionStart: 7, selectionEnd: 16 }, 'bullets', placeholders).text,
    ).toBe('Intro\n- Premier\n- Second');
    expect(
      applyFormat({ text, selectionStart: 7, selectionEnd: 16 }, 'numbers', placeholders).text,
    ).toBe('Intro\n1. Premier\n2. Second');
    expect(
      applyFormat(
        { text: '## Titre', selectionStart: 3, selectionEnd: 3 },
        'subheading',
        placeholders,
      ).text,
    ).toBe('### Titre');
  });

  it('makes a link of the selection and selects its address', () => {
    const result = applyFormat(
      { text: 'Voir le site', selectionStart: 8, selectionEnd: 12 },
      'link',
      placeholders,
    );
    expect(result.text).toBe('Voir le [site](https://)');
    expect(result.text.slice(result.selectionStart, result.selectionEnd)).toBe('https://');
  });
});
