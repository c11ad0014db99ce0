/** One formatting action of the body editor's toolbar (the Markdown subset ArticleBody reads). */
export type FormatAction =
  'bold' | 'italic' | 'heading' | 'subheading' | 'bullets' | 'numbers' | 'link';

export interface Edit {
  text: string;
  selectionStart: number;
  selectionEnd: number;
}

function wrap(edit: Edit, marker: string, placeholder: string): Edit {
  const { text, selectionStart: start, selectionEnd: end } = edit;
  const selected = text.slice(start, end) || placeholder;
  const next = `${text.slice(0, start)}${marker}${selected}${marker}${text.slice(end)}`;
  return {
    text: next,
    selectionStart: start + marker.length,
    selectionEnd: start + marker.length + selected.length,
  };
}

/** The start of the line holding `index` and the end of the line holding `end`. */
function lineBounds(text: string, start: number, end: number) {
  const from = text.lastIndexOf('\n', start - 1) + 1;
  const newline = text.indexOf('\n', end);
  return { from, to: newline === -1 ? text.length : newline };
}

function prefixLines(edit: Edit, prefix: (index: number) => string): Edit {
  const { text, selectionStart, selectionEnd } = edit;
  const { from, to } = lineBounds(text, selectionStart, selectionEnd);
  const lines = text
    .slice(from, to)
    .split('\n')
    // A line already marked as a heading or list item gets the new mark instead of two.
    .map((line, index) => `${prefix(index)}${line.replace(/^(#{2,3} |- |\d+\. )/, '')}`);
  const block = lines.join('\n');
  return {
    text: `${text.slice(0, from)}${block}${text.slice(to)}`,
    selectionStart: from,
    selectionEnd: from + block.length,
  };
}

/** Applies a toolbar action to the text and selection of the body field. */
export function applyFormat(
  edit: Edit,
  action: FormatAction,
  placeholders: { text: string; link: string },
): Edit {
  switch (action) {
    case 'bold':
      return wrap(edit, '**', placeholders.text);
    case 'italic':
      return wrap(edit, '*', placeholders.text);
    case 'heading':
      return prefixLines(edit, () => '## ');
    case 'subheading':
      return prefixLines(edit, () => '### ');
    case 'bullets':
      return prefixLines(edit, () => '- ');
    case 'numbers':
      return prefixLines(edit, (index) => `${index + 1}. `);
    case 'link': {
      const { text, selectionStart: start, selectionEnd: end } = edit;
      const label = text.slice(start, end) || placeholders.link;
      const url = 'https://';
      const inserted = `[${label}](${url})`;
      // The address is selected, ready to be typed over.
      const urlStart = start + label.length + 3;
      return {
        text: `${text.slice(0, start)}${inserted}${text.slice(end)}`,
        selectionStart: urlStart,
        selectionEnd: urlStart + url.length,
      };
    }
  }
}
