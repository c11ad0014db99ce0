import { Component, lazy, Suspense, type ReactNode } from 'react';

/** The error screen, in a chunk of its own: loaded when a route first fails. */
const RouteError = lazy(async () => ({
  default: (await import('./route-error-screen')).RouteError,
}));

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
    return this.state.failed ? (
      <Suspense fallback={null}>
        <RouteError error={this.state.error} />
      </Suspense>
    ) : (
      this.props.children
    );
  }
}
