import type { CSSProperties, ElementType, HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';
import type { Theme } from '../tokens/themes';

export type SpaceKey = keyof Theme['space'];

const Root = styled.div<{
  $gap: SpaceKey;
  $direction: 'row' | 'column';
  $align?: CSSProperties['alignItems'];
  $justify?: CSSProperties['justifyContent'];
  $wrap: boolean;
}>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  flex-wrap: ${({ $wrap }) => ($wrap ? 'wrap' : 'nowrap')};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  align-items: ${({ $align }) => $align ?? 'stretch'};
  justify-content: ${({ $justify }) => $justify ?? 'flex-start'};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export interface StackProps extends HTMLAttributes<HTMLElement> {
  gap?: SpaceKey;
  direction?: 'row' | 'column';
  align?: CSSProperties['alignItems'];
  justify?: CSSProperties['justifyContent'];
  wrap?: boolean;
  /** The element to render (`ul` for a list of cards, `nav`, ...). */
  as?: ElementType;
  children?: ReactNode;
}

/** Lays children out in one line or column with a gap from the spacing scale. */
export function Stack({
  gap = 'md',
  direction = 'column',
  align,
  justify,
  wrap = false,
  ...rest
}: StackProps) {
  return (
    <Root
      {...rest}
      $gap={gap}
      $direction={direction}
      $align={align}
      $justify={justify}
      $wrap={wrap}
    />
  );
}
