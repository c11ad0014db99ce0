import type { ReactNode } from 'react';
import styled from 'styled-components';

const List = styled.ol`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  /* The rail sits on the inline-start side: left in French, right in Arabic. */
  &::before {
    content: '';
    position: absolute;
    inset-block: 0.5rem;
    inset-inline-start: 0.6875rem;
    inline-size: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled.li`
  position: relative;
  padding-inline-start: ${({ theme }) => theme.space.xl};
  &::before {
    content: '';
    position: absolute;
    inset-block-start: 0.35rem;
    inset-inline-start: 0;
    inline-size: 1.5rem;
    block-size: 1.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.surface};
    border: 4px solid ${({ theme }) => theme.colors.accent};
    box-sizing: border-box;
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const When = styled.span`
  display: block;
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  line-height: 1.2;
`;

export interface TimelineItem {
  id: string;
  /** The date as shown: '2009'. */
  when: ReactNode;
  title: ReactNode;
  description?: ReactNode;
}

/** Milestones in order: the school's history on the about page. */
export function Timeline({ items, label }: { items: TimelineItem[]; label?: string }) {
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <Item key={item.id}>
          <When>{item.when}</When>
          <h3>{item.title}</h3>
          {item.description ? <p>{item.description}</p> : null}
        </Item>
      ))}
    </List>
  );
}
