import type { ReactNode } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@school/design-system';

const Group = styled.div`
  display: inline-flex;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.xxs};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.pill};
  background: ${({ theme }) => theme.colors.surface};
`;

const Option = styled.button`
  min-width: 2.75rem;
  min-height: 2.25rem;
  padding-inline: ${({ theme }) => theme.space.sm};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  &:hover:not([aria-pressed='true']) {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

export interface SegmentedOption<V extends string> {
  value: V;
  label: ReactNode;
  /** The full name when `label` is short ('FR' → 'Français'), read after the label. */
  name?: string;
  /** The option's own language, so a screen reader says 'العربية' in Arabic. */
  lang?: string;
}

export interface SegmentedControlProps<V extends string> {
  /** Names the group: 'Langue'. */
  label: string;
  options: SegmentedOption<V>[];
  value: V;
  onChange: (value: V) => void;
}

/** A small set of exclusive choices as pressed buttons: the header's language switcher. */
export function SegmentedControl<V extends string>({
  label,
  options,
  value,
  onChange,
}: SegmentedControlProps<V>) {
  return (
    <Group role="group" aria-label={label}>
      {options.map((option) => (
        <Option
          key={option.value}
          type="button"
          lang={option.lang}
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
          {/* The full name follows the visible label, so the accessible name contains what is
              seen (WCAG 2.5.3): 'FR Français'. */}
          {option.name ? (
            <>
              {' '}
              <VisuallyHidden>{option.name}</VisuallyHidden>
            </>
          ) : null}
        </Option>
      ))}
    </Group>
  );
}
