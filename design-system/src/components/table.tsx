import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHiddenRules } from './visually-hidden';

export interface TableColumn<Row> {
  id: string;
  /** The column heading, already translated. */
  header: ReactNode;
  /** What the cell shows for one row. */
  cell: (row: Row) => ReactNode;
  /** 'end' for numbers and actions (right in French, left in Arabic). */
  align?: 'start' | 'end';
  /** Hidden visually (an actions column) but still named for screen readers. */
  hideHeader?: boolean;
  /** Hide on narrow screens to keep the essential columns readable on a phone. */
  hideBelow?: 'sm' | 'md';
}

export interface TableProps<Row> {
  /** Names the table for assistive technology (its caption, visually hidden unless shown). */
  caption: ReactNode;
  showCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in place of the body when there are no rows. */
  empty?: ReactNode;
  /** While true the table is marked busy (a refetch keeps the old rows shown). */
  busy?: boolean;
}

// A focusable scroll region: keyboard users can scroll a table wider than a phone.
const Scroller = styled.div`
  /* Positioned: the visually hidden caption and headers stay inside the scroll box, not the page. */
  position: relative;
  overflow-x: auto;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  caption {
    padding: ${({ theme }) => theme.space.md};
    text-align: start;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
  caption[data-hidden] {
    ${visuallyHiddenRules}
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    text-align: start;
    vertical-align: middle;
    border-block-end: 1px solid ${({ theme }) => theme.colors.border};
  }
  th {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-block-end: 0;
  }
  tbody tr:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  [data-align='end'] {
    text-align: end;
  }
  [data-hide-header] span {
    ${visuallyHiddenRules}
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    [data-hide-below='sm'] {
      display: none;
    }
  }
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    [data-hide-below='md'] {
      display: none;
    }
  }
  &[aria-busy='true'] tbody {
    opacity: 0.6;
  }
`;

const EmptyCell = styled.td`
  padding: ${({ theme }) => theme.space.xl} !important;
  text-align: center !important;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A data table (the admin's content list): semantic markup, a caption, scrolls on phones. */
export function Table<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  rowKey,
  empty,
  busy = false,
}: TableProps<Row>) {
  const captionId = useId();
  return (
    <Scroller role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable aria-busy={busy || undefined}>
        <caption id={captionId} data-hidden={showCaption ? undefined : ''}>
          {caption}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                data-align={column.align}
                data-hide-below={column.hideBelow}
                data-hide-header={column.hideHeader ? '' : undefined}
              >
                <span>{column.header}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && empty ? (
            <tr>
              <EmptyCell colSpan={columns.length}>{empty}</EmptyCell>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td key={column.id} data-align={column.align} data-hide-below={column.hideBelow}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </StyledTable>
    </Scroller>
  );
}
