import type { ReactNode } from 'react';
import styled from 'styled-components';

const Page = styled.main`
  display: grid;
  place-items: center;
  min-height: 100dvh;
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const Panel = styled.div`
  width: min(100%, 28rem);
  padding: ${({ theme }) => theme.space.xl};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.md};
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}) {
    padding: ${({ theme }) => theme.space.lg};
  }
  h1 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.xxl};
  }
  > p {
    margin: 0 0 ${({ theme }) => theme.space.lg};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The centred card of the sign-in and no-access screens. */
export function AuthCard({
  page,
  title,
  intro,
  children,
}: {
  page: string;
  title: ReactNode;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Page data-page={page}>
      <Panel>
        <h1>{title}</h1>
        {intro ? <p>{intro}</p> : null}
        {children}
      </Panel>
    </Page>
  );
}
