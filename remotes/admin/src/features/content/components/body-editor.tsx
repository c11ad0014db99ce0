import { VisuallyHidden } from '@school/design-system';
import { TextArea } from '@school/design-system/forms';
import { ArticleBody } from '@school/design-system/content';
import { Tabs } from '@school/design-system/overlays';
import { useRef, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import styled from 'styled-components';
import { applyFormat, type FormatAction } from '../lib/body-format';
import { contentMessages } from '../messages';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xxs};
  margin-block-end: ${({ theme }) => theme.space.xs};
  button {
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    cursor: pointer;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

const Preview = styled.div`
  min-height: 12rem;
  max-height: 24rem;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

// What each button shows: a short sign, with the full name as its accessible name.
const actions: { action: FormatAction; sign: string; label: MessageDescriptor }[] = [
  { action: 'bold', sign: 'B', label: contentMessages.editorBold },
  { action: 'italic', sign: 'I', label: contentMessages.editorItalic },
  { action: 'heading', sign: 'H2', label: contentMessages.editorHeading },
  { action: 'subheading', sign: 'H3', label: contentMessages.editorSubheading },
  { action: 'bullets', sign: '•', label: contentMessages.editorBullets },
  { action: 'numbers', sign: '1.', label: contentMessages.editorNumbers },
  { action: 'link', sign: '[…]', label: contentMessages.editorLink },
];

export interface BodyEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: (event: FocusEvent<HTMLTextAreaElement>) => void;
  name: string;
  ref?: Ref<HTMLTextAreaElement>;
  /** The language the body is written in (its text area and preview take it and its direction). */
  lang?: string;
  dir?: 'ltr' | 'rtl';
  /** The field's label, for the editor's own tabs (the three languages each have a body). */
  label?: string;
}

/**
 * The body field: a plain text area (8 rows) with a small formatting toolbar writing the Markdown
 * subset, and a preview drawn by the same ArticleBody as the public article page.
 */
export function BodyEditor({
  value,
  onChange,
  onBlur,
  name,
  ref,
  lang,
  dir,
  label,
}: BodyEditorProps) {
  const intl = useIntl();
  const area = useRef<HTMLTextAreaElement | null>(null);
  const format = (action: FormatAction) => {
    const element = area.current;
    if (!element) return;
    const next = applyFormat(
      { text: value, selectionStart: element.selectionStart, selectionEnd: element.selectionEnd },
      action,
      {
        text: intl.formatMessage(contentMessages.linkText),
        link: intl.formatMessage(contentMessages.linkText),
      },
    );
    onChange(next.text);
    // The new text reaches the text area on the next render: select afterwards.
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(next.selectionStart, next.selectionEnd);
    });
  };
  const setRefs = (element: HTMLTextAreaElement | null) => {
    area.current = element;
    if (typeof ref === 'function') ref(element);
    else if (ref) (ref as { current: HTMLTextAreaElement | null }).current = element;
  };
  return (
    <Tabs
      label={label ?? intl.formatMessage(contentMessages.fieldContent)}
      tabs={[
        {
          id: 'write',
          label: intl.formatMessage(contentMessages.editorWrite),
          panel: (
            <>
              <Toolbar
                role="toolbar"
                aria-label={intl.formatMessage(contentMessages.editorToolbar)}
              >
                {actions.map(({ action, sign, label }) => (
                  // The visible sign starts the accessible name, the full name follows (WCAG 2.5.3).
                  <button
                    key={action}
                    type="button"
                    title={intl.formatMessage(label)}
                    onClick={() => format(action)}
                  >
                    <span dir="ltr">{sign}</span>
                    <VisuallyHidden> {intl.formatMessage(label)}</VisuallyHidden>
                  </button>
                ))}
              </Toolbar>
              <TextArea
                ref={setRefs}
                name={name}
                lang={lang}
                dir={dir}
                rows={8}
                value={value}
                onBlur={onBlur}
                onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
              />
            </>
          ),
        },
        {
          id: 'preview',
          label: intl.formatMessage(contentMessages.editorPreview),
          panel: (
            <Preview data-testid="body-preview" lang={lang} dir={dir}>
              {value.trim() ? (
                <ArticleBody source={value} />
              ) : (
                <Muted>{intl.formatMessage(contentMessages.editorPreviewEmpty)}</Muted>
              )}
            </Preview>
          ),
        },
      ]}
    />
  );
}
