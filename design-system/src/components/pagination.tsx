import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ChevronEndIcon, ChevronStartIcon } from '../icons/icons';
import { Button } from './button';

export interface PaginationLabels {
  /** Names the navigation landmark: 'Pagination'. */
  nav: string;
  previous: ReactNode;
  next: ReactNode;
  /** 'Page 2 of 5', already translated. */
  status: (page: number, pageCount: number) => ReactNode;
}

export interface PaginationProps {
  /** 1-based current page. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  labels: PaginationLabels;
}

const Nav = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** Previous / next paging with the position announced politely; hidden with a single page. */
export function Pagination({ page, pageCount, onPageChange, labels }: PaginationProps) {
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(page, 1), pageCount);
  return (
    <Nav aria-label={labels.nav}>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(current - 1)}
        disabled={current <= 1}
      >
        <ChevronStartIcon />
        {labels.previous}
      </Button>
      <p aria-live="polite">{labels.status(current, pageCount)}</p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(current + 1)}
        disabled={current >= pageCount}
      >
        {labels.next}
        <ChevronEndIcon />
      </Button>
    </Nav>
  );
}

/** The rows of one page (1-based) and the page count, for a list paged in the browser. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number) {
  const pageCount = Math.max(1, Math.ceil(items.length / pageSize));
  const current = Math.min(Math.max(page, 1), pageCount);
  return {
    page: current,
    pageCount,
    items: items.slice((current - 1) * pageSize, current * pageSize),
  };
}
