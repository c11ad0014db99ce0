import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import { parseArticle, type Inline } from './article-markdown';

const Body = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md};
  line-height: ${({ theme }) => theme.lineHeights.body};
  overflow-wrap: anywhere;

  &:lang(ar) {
    line-height: ${({ theme }) => theme.lineHeights.arabic};
    font-size: 1.0625rem;
  }
  > * + * {
    margin-block-start: ${({ theme }) => theme.space.md};
  }
  > * {
    margin-block-end: 0;
  }
  > :first-child {
    margin-block-start: 0;
  }
  h2,
  h3 {
    font-family: ${({ theme }) => theme.fonts.heading};
    line-height: ${({ theme }) => theme.lineHeights.heading};
    margin-block-start: ${({ theme }) => theme.space.lg};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul,
  ol {
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
  li + li {
    margin-block-start: ${({ theme }) => theme.space.xs};
  }
  a {
    color: ${({ theme }) => theme.colors.link};
    text-decoration: underline;
    text-underline-offset: 0.15em;
  }
  /* Arabic is never slanted: emphasis becomes weight instead. */
  em:lang(ar) {
    font-style: normal;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

function renderInline(nodes: Inline[]): ReactNode[] {
  return nodes.map((node, index) => {
    switch (node.kind) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>;
      case 'break':
        return <br key={index} />;
      case 'strong':
        return <strong key={index}>{renderInline(node.children)}</strong>;
      case 'em':
        return <em key={index}>{renderInline(node.children)}</em>;
      case 'link': {
        const external = /^https?:\/\//i.test(node.href);
        return (
          <a
            key={index}
            href={node.href}
            rel={external ? 'noopener noreferrer nofollow' : undefined}
          >
            {renderInline(node.children)}
          </a>
        );
      }
    }
  });
}

export interface ArticleBodyProps {
  /** The stored body: the Markdown subset described in article-markdown.ts. */
  source: string;
  className?: string;
}

/**
 * An article's body, drawn from the stored Markdown subset as React elements: the public
 * article page and the back office's preview use this one component, so they match.
 */
export function ArticleBody({ source, className }: ArticleBodyProps) {
  return (
    <Body className={className}>
      {parseArticle(source).map((block, index) => {
        if (block.kind === 'heading') {
          const Tag = block.level === 2 ? 'h2' : 'h3';
          return <Tag key={index}>{renderInline(block.children)}</Tag>;
        }
        if (block.kind === 'list') {
          const Tag = block.ordered ? 'ol' : 'ul';
          return (
            <Tag key={index}>
              {block.items.map((item, itemIndex) => (
                <li key={itemIndex}>{renderInline(item)}</li>
              ))}
            </Tag>
          );
        }
        return <p key={index}>{renderInline(block.children)}</p>;
      })}
    </Body>
  );
}
