import type { ElementType, ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.xl} ${theme.space.lg}`};
  border: 2px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Icon = styled.span`
  font-size: 2.5rem;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.text};
`;

const Description = styled.p`
  margin: 0;
  max-width: 36rem;
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
  /** A heading element where the empty state stands for a whole section. */
  titleAs?: ElementType;
}

/** What a list shows when it has nothing: 'No blog posts found.' and what to do next. */
export function EmptyState({ title, description, icon, action, titleAs }: EmptyStateProps) {
  return (
    <Root>
      {icon ? <Icon aria-hidden="true">{icon}</Icon> : null}
      <Title as={titleAs}>{title}</Title>
      {description ? <Description>{description}</Description> : null}
      {action}
    </Root>
  );
}
