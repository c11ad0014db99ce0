import type { HTMLAttributes, ReactNode, Ref } from 'react';
import styled, { css } from 'styled-components';
import { Container } from './container';

export type SectionTone = 'default' | 'alt' | 'primary' | 'pattern';

const Root = styled.section<{ $tone: SectionTone; $spacing: 'md' | 'lg' }>`
  /* A band out of view is neither laid out nor painted until it nears the viewport: on a phone's
     CPU the first paint drew the whole page, ten screens tall. Its
     height until then is a guess, then the one it last had; it stays readable and searchable.
     The containment this implies makes the band the box of anything positioned inside it:
     toasts and dialogs are portaled out of it. */
  content-visibility: auto;
  contain-intrinsic-size: auto 40rem;
  padding-block: ${({ theme, $spacing }) => ($spacing === 'lg' ? theme.space.xxl : theme.space.xl)};
  ${({ $tone, theme }) => {
    const c = theme.colors;
    switch ($tone) {
      case 'alt':
        return css`
          background: ${c.surfaceAlt};
        `;
      case 'pattern':
        return css`
          background: ${theme.patterns.tint} ${c.surfaceAlt};
          background-size: 56px 56px;
        `;
      case 'primary':
        return css`
          background: ${theme.patterns.band} ${c.primaryStrong};
          background-size: 56px 56px;
          color: ${c.onPrimaryStrong};
          a:not([class]) {
            color: inherit;
          }
          :focus-visible {
            outline-color: ${c.focusInverse};
          }
        `;
      default:
        return '';
    }
  }}
`;

export interface SectionProps extends HTMLAttributes<HTMLElement> {
  tone?: SectionTone;
  spacing?: 'md' | 'lg';
  /** Wraps the content in a Container (default); false for full-bleed content. */
  contained?: boolean;
  narrow?: boolean;
  children?: ReactNode;
  /** The `<section>` element (a page watching whether it is in view). */
  ref?: Ref<HTMLElement>;
}

/** A band of the page with vertical rhythm and an optional tinted or patterned background. */
export function Section({
  tone = 'default',
  spacing = 'lg',
  contained = true,
  narrow,
  children,
  ...rest
}: SectionProps) {
  return (
    <Root {...rest} data-tone={tone} $tone={tone} $spacing={spacing}>
      {contained ? <Container $narrow={narrow}>{children}</Container> : children}
    </Root>
  );
}

const Header = styled.header<{ $align: 'start' | 'center' }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  max-width: 48rem;
  margin-block-end: ${({ theme }) => theme.space.xl};
  ${({ $align }) => ($align === 'center' ? 'margin-inline: auto; text-align: center; justify-items: center;' : 'justify-items: start;')}
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxxl};
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    opacity: 0.92;
  }
`;

const Eyebrow = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colors.primary};
  section[data-tone='primary'] & {
    color: ${({ theme }) => theme.colors.accent};
  }
  &::before {
    content: '';
    inline-size: 2rem;
    block-size: 3px;
    border-radius: 2px;
    background: ${({ theme }) => theme.colors.accent};
  }
  :lang(ar) & {
    letter-spacing: 0;
  }
`;

export interface SectionHeaderProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  align?: 'start' | 'center';
  /** Id for the heading, so the section can be `aria-labelledby` it. */
  titleId?: string;
}

/** The heading block of a section: a small eyebrow, the h2, a lead paragraph. */
export function SectionHeader({
  eyebrow,
  title,
  lead,
  align = 'center',
  titleId,
}: SectionHeaderProps) {
  return (
    <Header $align={align}>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2 id={titleId}>{title}</h2>
      {lead ? <p>{lead}</p> : null}
    </Header>
  );
}
