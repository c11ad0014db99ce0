import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  text-align: center;
`;

const Icon = styled.span`
  font-size: 1.75rem;
  color: ${({ theme }) => theme.colors.primary};
  section[data-tone='primary'] & {
    color: ${({ theme }) => theme.colors.accent};
  }
`;

const Value = styled.bdi`
  font-size: ${({ theme }) => theme.fontSizes.xxxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  font-variant-numeric: tabular-nums;
`;

const Label = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md};
  opacity: 0.92;
`;

export interface StatProps {
  /** The figure as shown ('500+', '98%'); isolated so it reads the same in Arabic. */
  value: ReactNode;
  label: ReactNode;
  icon?: ReactNode;
}

/** One key figure: the statistics strip of the home page, the admin counters. */
export function Stat({ value, label, icon }: StatProps) {
  return (
    <Root>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Value>{value}</Value>
      <Label>{label}</Label>
    </Root>
  );
}
