import { Container } from '@school/design-system';
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { m } from '../../i18n/messages';

const Wrapper = styled(Container)`
  padding-block: ${({ theme }) => theme.space.xxl};
  pre {
    white-space: pre-wrap;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    border-radius: ${({ theme }) => theme.radii.md};
  }
`;

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The seed's screen for an unhandled application error, followed by the error's message. */
export function RouteError({ error }: { error: unknown }) {
  return (
    <Wrapper role="alert" data-page="route-error">
      <h1>Unexpected Application Error!</h1>
      <pre>{messageOf(error)}</pre>
      <a href="/">
        <FormattedMessage {...m.errorHome} />
      </a>
    </Wrapper>
  );
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches what a route throws while rendering and shows RouteError in its place; the layout
 * around it stays usable. A plain React error boundary rather than the data router's
 * `errorElement`: public pages run under the declarative router (see app/shell-router.tsx),
 * which has none. A navigation elsewhere (`resetKey`, the address) clears it.
 */
export class RouteErrorBoundary extends Component<
  { children: ReactNode; resetKey: string },
  State & { resetKey: string }
> {
  override state = { error: null as unknown, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  static getDerivedStateFromProps(
    props: { resetKey: string },
    state: State & { resetKey: string },
  ): Partial<State & { resetKey: string }> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown): void {
    console.error('A route failed to render', error);
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
