import type { Ref, SelectHTMLAttributes } from 'react';
import styled from 'styled-components';
import { ChevronDownIcon } from '@school/design-system';
// This entry's (./forms) own Field context: the one the Field around this control provides.
import { useFieldControl } from './field';
import { controlStyles } from './control-styles';

const Wrapper = styled.span`
  position: relative;
  display: block;
  > svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space.md};
    inset-block-start: 50%;
    translate: 0 -50%;
    pointer-events: none;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: 2.75rem;
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  /** The choices; or pass `<option>` children. */
  options?: SelectOption[];
  ref?: Ref<HTMLSelectElement>;
}

/** The native select (best on phones), styled; the chevron sits at the inline end. */
export function Select({ options, children, ...props }: SelectProps) {
  return (
    <Wrapper>
      <StyledSelect {...useFieldControl(props)}>
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </StyledSelect>
      <ChevronDownIcon />
    </Wrapper>
  );
}
