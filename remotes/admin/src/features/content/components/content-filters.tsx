import { Field, Input, Select } from '@school/design-system/forms';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ContentFilters } from '../lib/filter-content';
import { contentMessages as m } from '../messages';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(12rem, 2fr) repeat(2, minmax(9rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin-block-end: ${({ theme }) => theme.space.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: 1fr 1fr;
    > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

/** The search box and the type and status choices above the content list. */
export function ContentFiltersBar({
  filters,
  onChange,
}: {
  filters: ContentFilters;
  /** One or more filters changed (the page goes back to the first page of results). */
  onChange: (next: Partial<ContentFilters>) => void;
}) {
  const intl = useIntl();
  const typeOptions = [
    { value: 'all', label: intl.formatMessage(m.all) },
    { value: 'blog', label: intl.formatMessage(m.typeBlog) },
    { value: 'news', label: intl.formatMessage(m.typeNews) },
  ];
  const statusOptions = [
    { value: 'all', label: intl.formatMessage(m.all) },
    { value: 'draft', label: intl.formatMessage(m.statusDraft) },
    { value: 'published', label: intl.formatMessage(m.statusPublished) },
    { value: 'scheduled', label: intl.formatMessage(m.statusScheduled) },
  ];
  // The two choices: a content type, a status ('all' for either).
  const choices = [
    { key: 'type', label: m.filterType, options: typeOptions },
    { key: 'status', label: m.filterStatus, options: statusOptions },
  ] as const;
  return (
    <Bar role="search">
      <Field label={intl.formatMessage(m.search)}>
        <Input
          type="search"
          value={filters.search}
          placeholder={intl.formatMessage(m.searchPlaceholder)}
          onChange={(event) => onChange({ search: event.target.value })}
        />
      </Field>
      {choices.map(({ key, label, options }) => (
        <Field key={key} label={intl.formatMessage(label)}>
          <Select
            value={filters[key]}
            options={options}
            onChange={(event) => onChange({ [key]: event.target.value })}
          />
        </Field>
      ))}
    </Bar>
  );
}
