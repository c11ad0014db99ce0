import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import styled, { css } from 'styled-components';
import type { SpaceKey } from './stack';

export interface GridColumns {
  base?: number;
  sm?: number;
  md?: number;
  lg?: number;
}

const Root = styled.div<{ $gap: SpaceKey; $min?: string; $columns?: GridColumns }>`
  display: grid;
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ $min }) =>
    $min &&
    css`
      /* min(100%, ...) keeps one column from overflowing a narrow phone. */
      grid-template-columns: repeat(auto-fill, minmax(min(100%, ${$min}), 1fr));
    `}
  ${({ $columns, theme }) =>
    $columns &&
    css`
      grid-template-columns: repeat(${$columns.base ?? 1}, minmax(0, 1fr));
      ${(['sm', 'md', 'lg'] as const).map((bp) =>
        $columns[bp]
          ? css`
              @media (min-width: ${theme.breakpoints[bp]}) {
                grid-template-columns: repeat(${$columns[bp]}, minmax(0, 1fr));
              }
            `
          : '',
      )}
    `}
`;

export interface GridProps extends HTMLAttributes<HTMLElement> {
  gap?: SpaceKey;
  /** As many columns as fit, each at least this wide (for example '16rem'). */
  minItemWidth?: string;
  /** Or a fixed column count per breakpoint: `{ base: 1, md: 2, lg: 4 }`. */
  columns?: GridColumns;
  as?: ElementType;
  children?: ReactNode;
}

export function Grid({ gap = 'lg', minItemWidth, columns, ...rest }: GridProps) {
  return (
    <Root
      {...rest}
      $gap={gap}
      $min={columns ? undefined : (minItemWidth ?? '16rem')}
      $columns={columns}
    />
  );
}
