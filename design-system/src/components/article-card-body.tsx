import { CardBody, CardTitle } from './card';
import type { ElementType } from 'react';
import styled from 'styled-components';
import { Badge } from './badge';

const Dated = styled.time`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface ArticleCardBodyProps {
  /** When the item is dated (an ISO date or date-time), and that date as the page writes it. */
  date: string;
  dateText: string;
  /** The card's words, in the language shown. */
  text: { title: string; excerpt?: string | null };
  /**
   * The text's language when it is not the page's (an item shown in its French version): the text
   * carries it, and `otherLanguageBadge` tells the reader so.
   */
  textLang?: string;
  otherLanguageBadge: string;
  /** The title's element: a card under a page's h2 is an h3 (the default). */
  titleAs?: ElementType;
}

/**
 * The text of a news or blog card: date, the "In French" badge of an untranslated item, title and
 * excerpt. The text of such an item carries its own `lang` (and left-to-right direction on an
 * Arabic page), so screen readers pronounce it and fonts shape it as French.
 */
export function ArticleCardBody({
  date,
  dateText,
  text: { title, excerpt },
  textLang: lang,
  otherLanguageBadge,
  titleAs = 'h3',
}: ArticleCardBodyProps) {
  const dir = lang ? 'ltr' : undefined;
  return (
    <CardBody>
      <Dated dateTime={date}>{dateText}</Dated>
      {lang ? (
        <span>
          <Badge tone="neutral" data-in-french="">
            {otherLanguageBadge}
          </Badge>
        </span>
      ) : null}
      <CardTitle as={titleAs} lang={lang} dir={dir}>
        {title}
      </CardTitle>
      {excerpt ? (
        <p lang={lang} dir={dir}>
          {excerpt}
        </p>
      ) : null}
    </CardBody>
  );
}
