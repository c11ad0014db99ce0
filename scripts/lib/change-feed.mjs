// The database's change feed, as the prerender service hears it: Supabase Realtime's
// postgres_changes on the tables the public pages show (content_management, site_settings,
// notices, events and documents — a new file version updates its document —, all in the `supabase_realtime` publication). The same subscription works against the local
// stack (supabase/stack/realtime.mjs) and a hosted project. An event only says "look now": the
// service reads what a visitor can read and compares it with what the pages were drawn from, so
// a missed or repeated event costs nothing but time (the poll is the backstop).
//
// Which key: Realtime delivers a change to a subscriber only when the subscriber may read the row
// (row-level security). As a visitor (the anon key), an article turned back into a draft is a
// change to a row the visitor can no longer read, and is never delivered: its pages would stay
// public until the next poll. The service therefore subscribes with a server-side key that reads
// every row (SUPABASE_SERVICE_ROLE_KEY on a hosted project; the local stack's demo service key),
// which never leaves the server. Without one it listens as a visitor and says so.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apps } from '@school/platform/apps';
import { repoRoot } from './repo-root.mjs';

/** The tables whose rows the public pages show. */
export const FEED_TABLES = ['content_management', 'site_settings', 'notices', 'events', 'documents'];

/**
 * @param {{ url: string; key: string;
 *   onChange: (change: { table: string; type: string; id?: string | number }) => void;
 *   onSubscribed?: () => void; log?: (line: string) => void; tables?: string[] }} options
 * `onSubscribed`: joined (again, after a lost connection): changes made meanwhile were not heard.
 * @returns {{ stop: () => Promise<void> }}
 */
export function startChangeFeed({
  url,
  key,
  onChange,
  onSubscribed = () => {},
  log = () => {},
  tables = FEED_TABLES,
}) {
  const requireFromShell = createRequire(join(repoRoot, apps.shell.dir, 'package.json'));
  const { createClient } = /** @type {typeof import('@supabase/supabase-js')} */ (
    requireFromShell('@supabase/supabase-js')
  );
  // Node 22 has a WebSocket; Node 20 gets the `ws` package's.
  const transport =
    Number(process.versions.node.split('.')[0]) >= 22
      ? globalThis.WebSocket
      : createRequire(import.meta.url)('ws');
  const client = createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport },
  });
  let channel = client.channel('prerender-service');
  for (const table of tables) {
    channel = channel.on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
      // A deleted row is only in `old` (its primary key, as the feed sends it).
      /** @type {{ id?: string | number }} */
      const row = payload.eventType === 'DELETE' ? payload.old : payload.new;
      onChange({ table, type: payload.eventType, id: row.id });
    });
  }
  /** Said once per state, not at every retry of the client's back-off. */
  let last = '';
  channel.subscribe((status, error) => {
    if (status === 'SUBSCRIBED') {
      if (last !== status) log('change feed: listening');
      last = status;
      onSubscribed();
    } else if (status !== last) {
      last = status;
      if (status !== 'CLOSED') {
        log(
          `change feed: ${status.toLowerCase()}${error ? ` (${error.message})` : ''}; polling meanwhile`,
        );
      }
    }
  });
  return {
    stop: async () => {
      await client.removeAllChannels().catch(() => undefined);
      client.realtime.disconnect();
    },
  };
}
