import type { TypedSupabaseClient } from '../supabase/client';

export interface QueryCall {
  table: string;
  op: 'select' | 'insert' | 'update' | 'delete';
  /** Every builder method called, in order, with its arguments. */
  calls: [string, unknown[]][];
}

export type QueryResult = { data?: unknown; error?: unknown; count?: number | null };
export type QueryHandler = (call: QueryCall) => QueryResult | Promise<QueryResult>;

/**
 * The one way unit tests fake the backend: a stand-in for supabase-js, given to the app with
 * `setSupabaseForTests(fake.client)`. Every query builder chain resolves through one handler
 * that sees the table, the operation and the filters, so a test can answer, fail or hold any
 * request, and the real data hooks, keys and mappings run above it. Integration against the
 * real stack lives in supabase/test and e2e.
 */
export function fakeSupabase(handler: QueryHandler, overrides: Record<string, unknown> = {}) {
  const log: QueryCall[] = [];
  const from = (table: string) => {
    const call: QueryCall = { table, op: 'select', calls: [] };
    const builder: Record<string, unknown> = new Proxy(
      {},
      {
        get(_target, property: string) {
          if (property === 'then') {
            log.push(call);
            return (resolve: (value: unknown) => void, reject: (reason: unknown) => void) =>
              Promise.resolve(handler(call))
                .then((result) => ({ data: null, error: null, count: null, ...result }))
                .then(resolve, reject);
          }
          return (...args: unknown[]) => {
            if (property === 'insert' || property === 'update' || property === 'delete')
              call.op = property;
            call.calls.push([property, args]);
            return builder;
          };
        },
      },
    );
    return builder;
  };
  // Realtime: a channel that accepts listeners and never reports a change.
  const channel: Record<string, unknown> = {
    on: () => channel,
    subscribe: () => channel,
    unsubscribe: () => Promise.resolve('ok'),
  };
  const client = {
    from,
    channel: () => channel,
    removeChannel: () => Promise.resolve('ok'),
    rpc: () => Promise.resolve({ data: 'admin', error: null }),
    auth: {
      getSession: () => Promise.resolve({ data: { session: null }, error: null }),
      onAuthStateChange: () => ({ data: { subscription: { unsubscribe: () => undefined } } }),
      signInWithPassword: () => Promise.resolve({ data: {}, error: null }),
      signUp: () => Promise.resolve({ data: {}, error: null }),
      signOut: () => Promise.resolve({ error: null }),
    },
    storage: {
      from: () => ({
        upload: () => Promise.resolve({ data: {}, error: null }),
        getPublicUrl: (name: string) => ({ data: { publicUrl: `http://storage.test/${name}` } }),
      }),
    },
    ...overrides,
  };
  return { client: client as unknown as TypedSupabaseClient, log };
}

/** A request that never answers: the loading state. */
export const pending = (): Promise<QueryResult> => new Promise(() => undefined);

/** The argument given to a builder method in a recorded call ('insert', 'eq'…). */
export function argOf(call: QueryCall | undefined, method: string): unknown {
  return call?.calls.find(([name]) => name === method)?.[1][0];
}
