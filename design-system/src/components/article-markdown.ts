/**
 * The article body format: a small Markdown subset that staff can type on a phone and that the
 * public pages render as React elements. Nothing stored is ever handed to the browser as HTML,
 * so a `<script>` typed into a post is shown as the text it is.
 *
 * Blocks: paragraphs (separated by a blank line; a single newline is a line break),
 * `## heading` and `### heading` (a lone `#` is read as `##`: the page title is the only h1),
 * `- item` / `* item` lists and `1. item` ordered lists.
 * Inline: `**bold**`, `*italic*` or `_italic_`, `[text](https://…)`, and `\` to escape a mark.
 */

import { hasUnsafeUrlCharacters, safeInternalPath } from '@school/platform/safe-path';

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; children: Inline[] }
  | { kind: 'em'; children: Inline[] }
  | { kind: 'link'; href: string; children: Inline[] }
  | { kind: 'break' };

export type Block =
  | { kind: 'heading'; level: 2 | 3; children: Inline[] }
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const headingPattern = /^(#{1,6})\s+(.*)$/;
const bulletPattern = /^[-*+]\s+(.*)$/;
const orderedPattern = /^\d{1,9}[.)]\s+(.*)$/;

/**
 * Addresses a link may point to; anything else (javascript:, data:, …) stays plain text.
 * Browsers drop tabs and newlines inside an address and read `\` as `/`, so `/\evil.example`
 * and `/<TAB>/evil.example` looked like paths of the site but led to another one: such
 * characters refuse the link, and a path is kept only when `safeInternalPath` (the guard of
 * every internal link) leaves it unchanged.
 */
export function safeHref(raw: string): string | null {
  const href = raw.trim();
  if (hasUnsafeUrlCharacters(href)) return null;
  if (/^https?:\/\//i.test(href)) {
    try {
      return new URL(href).hostname ? href : null;
    } catch {
      return null;
    }
  }
  if (/^(mailto|tel):/i.test(href)) return href;
  if (href.startsWith('/')) return safeInternalPath(href, '') === href ? href : null;
  if (href.startsWith('#')) return href;
  return null;
}

function pushText(out: Inline[], text: string) {
  if (!text) return;
  const last = out[out.length - 1];
  if (last?.kind === 'text') last.text += text;
  else out.push({ kind: 'text', text });
}

/** Finds the closing `mark` after `from`, skipping escaped characters; -1 when there is none. */
function findClosing(text: string, mark: string, from: number): number {
  for (let i = from; i < text.length; i += 1) {
    if (text[i] === '\\') {
      i += 1;
      continue;
    }
    if (text.startsWith(mark, i)) {
      // `*` must not match the first star of `**`.
      if (mark.length === 1 && text[i + 1] === mark) {
        i += 1;
        continue;
      }
      return i;
    }
  }
  return -1;
}

/** The `)` that closes a link address, allowing balanced parentheses inside it. */
function closingParen(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i += 1) {
    const ch = text[i];
    if (ch === '\n') return -1;
    if (ch === '(') depth += 1;
    else if (ch === ')') {
      if (depth === 0) return i;
      depth -= 1;
    }
  }
  return -1;
}

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\' && i + 1 < text.length) {
      pushText(out, text[i + 1]!);
      i += 2;
      continue;
    }
    if (ch === '\n') {
      out.push({ kind: 'break' });
      i += 1;
      continue;
    }
    if (text.startsWith('**', i)) {
      const end = findClosing(text, '**', i + 2);
      if (end > i + 2) {
        out.push({ kind: 'strong', children: parseInline(text.slice(i + 2, end)) });
        i = end + 2;
        continue;
      }
    } else if ((ch === '*' || ch === '_') && text[i + 1] !== ' ') {
      const end = findClosing(text, ch, i + 1);
      if (end > i + 1) {
        out.push({ kind: 'em', children: parseInline(text.slice(i + 1, end)) });
        i = end + 1;
        continue;
      }
    } else if (ch === '[') {
      const close = findClosing(text, ']', i + 1);
      if (close > i + 1 && text[close + 1] === '(') {
        const end = closingParen(text, close + 2);
        if (end > close + 2) {
          const href = safeHref(text.slice(close + 2, end));
          const children = parseInline(text.slice(i + 1, close));
          if (href) out.push({ kind: 'link', href, children });
          else out.push(...children);
          i = end + 1;
          continue;
        }
      }
    }
    pushText(out, ch);
    i += 1;
  }
  return out;
}

export function parseArticle(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: string[] = [];
  let list: { ordered: boolean; items: string[] } | null = null;

  const flushParagraph = () => {
    if (paragraph.length)
      blocks.push({ kind: 'paragraph', children: parseInline(paragraph.join('\n')) });
    paragraph = [];
  };
  const flushList = () => {
    if (list)
      blocks.push({ kind: 'list', ordered: list.ordered, items: list.items.map(parseInline) });
    list = null;
  };

  for (const rawLine of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = rawLine.trim();
    if (!line) {
      flushParagraph();
      flushList();
      continue;
    }
    const heading = headingPattern.exec(line);
    if (heading) {
      flushParagraph();
      flushList();
      blocks.push({
        kind: 'heading',
        level: heading[1]!.length >= 3 ? 3 : 2,
        children: parseInline(heading[2]!.replace(/\s+#+\s*$/, '')),
      });
      continue;
    }
    const bullet = bulletPattern.exec(line);
    const ordered = bullet ? null : orderedPattern.exec(line);
    const item = bullet ?? ordered;
    if (item) {
      flushParagraph();
      const isOrdered = Boolean(ordered);
      if (list && list.ordered !== isOrdered) flushList();
      list ??= { ordered: isOrdered, items: [] };
      list.items.push(item[1]!);
      continue;
    }
    if (list) {
      // A line right under a list item continues it.
      list.items[list.items.length - 1] += `\n${line}`;
      continue;
    }
    paragraph.push(line);
  }
  flushParagraph();
  flushList();
  return blocks;
}

function inlineText(nodes: Inline[]): string {
  return nodes
    .map((node) => {
      if (node.kind === 'text') return node.text;
      if (node.kind === 'break') return ' ';
      return inlineText(node.children);
    })
    .join('');
}

/** The body as plain text (for an excerpt or a meta description), marks removed. */
export function articlePlainText(source: string): string {
  return parseArticle(source)
    .map((block) =>
      block.kind === 'list' ? block.items.map(inlineText).join(' ') : inlineText(block.children),
    )
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}
