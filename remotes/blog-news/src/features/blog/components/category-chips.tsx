import { blogCategories, type BlogCategory } from '@school/shared/data/public';
import { useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { blogMessages as m } from '../messages';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding-inline: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.pill};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** All, Education, Pedagogy, Innovation, Spirituality, Community: links, so a filter can be shared. */
export function CategoryChips({ current }: { current: BlogCategory | null }) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const chips: { id: BlogCategory | null; label: string }[] = [
    { id: null, label: intl.formatMessage(m.all) },
    ...blogCategories.map((category) => ({ id: category, label: intl.formatMessage(m[category]) })),
  ];
  return (
    <nav aria-label={intl.formatMessage(m.categories)}>
      <Chips>
        {chips.map((chip) => (
          <li key={chip.id ?? 'all'}>
            <Chip
              to={chip.id ? `${pathname}?category=${chip.id}` : pathname}
              aria-current={chip.id === current ? 'page' : undefined}
              preventScrollReset
            >
              {chip.label}
            </Chip>
          </li>
        ))}
      </Chips>
    </nav>
  );
}
