import { getRuntimeConfig } from '@school/shared';
import {
  Component,
  createContext,
  lazy,
  Suspense,
  use,
  useState,
  type ComponentType,
  type LazyExoticComponent,
  type ReactNode,
} from 'react';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { m } from '../i18n/messages';
import {
  loadRemoteComponent,
  RemoteLoadError,
  remoteEntryOf,
  remoteNameOf,
  resetRemote,
  type RemoteModuleId,
} from '../lib/remotes';

/**
 * Lazy components by module and by the entry the map names for its remote: a map that points the
 * remote elsewhere gets a fresh load, not the outcome of the old entry. The prerenderer renders
 * with many maps in one process (a remote down in one render was still "down" in the next, with
 * its entry back, in a fresh-clone e2e run).
 */
const cache = new Map<string, LazyExoticComponent<ComponentType>>();
const cacheKey = (id: RemoteModuleId) => `${id} ${remoteEntryOf(remoteNameOf(id)) ?? ''}`;

function lazyRemote(id: RemoteModuleId): LazyExoticComponent<ComponentType> {
  const key = cacheKey(id);
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loadRemoteComponent(id, getRuntimeConfig().remoteTimeoutMs));
    cache.set(key, component);
  }
  return component;
}

/**
 * Where the server's render notes each remote whose code draws part of the page (render.tsx names
 * only those in the page's state, with their entries); null in the browser. A page is then
 * hydrated as long as these remotes are the live ones, whatever another remote's deployment did.
 */
export const DrawnRemotesContext = createContext<Set<string> | null>(null);

interface BoundaryProps {
  children: ReactNode;
  onRetry: () => void;
  minHeight: string;
}

interface BoundaryState {
  error: Error | null;
}

/** Catches a remote that cannot load; any other error goes on to the route's error screen. */
class RemoteBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override componentDidCatch(error: unknown): void {
    if (error instanceof RemoteLoadError) console.error(error.message, error.cause ?? '');
  }

  override render() {
    const { error } = this.state;
    if (error && !(error instanceof RemoteLoadError)) throw error;
    if (error) {
      return (
        <Fallback role="alert" style={{ minHeight: this.props.minHeight }} data-remote-fallback>
          <p>
            <FormattedMessage {...m.remoteFailed} />
          </p>
          <RetryButton type="button" onClick={this.props.onRetry}>
            <FormattedMessage {...m.remoteRetry} />
          </RetryButton>
        </Fallback>
      );
    }
    return this.props.children;
  }
}

const Fallback = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.lg};
  margin: ${({ theme }) => theme.space.lg};
`;

const RetryButton = styled.button`
  min-height: 2.75rem;
  padding-inline: ${({ theme }) => theme.space.lg};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 2px solid ${({ theme }) => theme.colors.primary};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
`;

const Loading = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  /* The surrounding text colour: an area also loads on the footer's dark green. */
  color: inherit;
`;

export interface RemoteAreaProps {
  /** `remoteName/ExposedModule`, for example `blog_news/App`: a module of lib/remote-modules.ts. */
  id: RemoteModuleId;
  /** Space kept for the area while it loads, so nothing below it moves when it arrives. */
  minHeight?: string;
}

function RemoteMount({ id, minHeight }: { id: RemoteModuleId; minHeight: string }) {
  // One lazy component per module for the page's life (the module-level cache), so coming back
  // to a route is instant. Not held in useState: a navigation (a transition) that suspends before
  // this component mounts would keep a stale initializer result and never show the remote.
  const Remote = lazyRemote(id);
  use(DrawnRemotesContext)?.add(remoteNameOf(id));
  return (
    <Suspense
      fallback={
        <Loading style={{ minHeight }} aria-busy="true">
          <FormattedMessage {...m.remoteLoading} />
        </Loading>
      }
    >
      {/* eslint-disable-next-line react-hooks/static-components -- cached per id, see above */}
      <Remote />
    </Suspense>
  );
}

/** Mounts one exposed component of a remote, isolated from the rest of the page. */
export function RemoteArea({ id, minHeight = '60vh' }: RemoteAreaProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    cache.delete(cacheKey(id));
    resetRemote(remoteNameOf(id));
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteBoundary key={`${id}#${attempt}`} onRetry={retry} minHeight={minHeight}>
      <RemoteMount key={id} id={id} minHeight={minHeight} />
    </RemoteBoundary>
  );
}
