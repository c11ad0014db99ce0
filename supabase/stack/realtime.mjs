// /realtime/v1/websocket: postgres_changes over the Phoenix v2 protocol as realtime-js speaks
// it. Changes come from the capture triggers' queue; each one reaches a subscriber only when
// the subscriber's role and JWT may select that row (the table's RLS decides, as on Supabase).
import { WebSocketServer } from 'ws';
import { JwtError, verifyJwt } from './jwt.mjs';

const POLL_MS = 100;
const FILTER_OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);
const API_ROLES = new Set(['anon', 'authenticated', 'service_role']);
// Pages served from this machine (the site's dev servers on any port) may open the socket.
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * @typedef {{ id: number; event: string; schema: string; table: string; filter?: string;
 *   parsed: { column: string; op: string; value: string } | null }} Binding
 * @typedef {{ topic: string; joinRef: string | null; bindings: Binding[]; claims: Record<string, any> }} Channel
 */

/** @param {string | undefined} filter */
function parseFilter(filter) {
  if (filter === undefined || filter === null || filter === '') return null;
  const match = /^([^=]+)=(\w+)\.(.*)$/s.exec(filter);
  if (!match || !FILTER_OPS.has(/** @type {string} */ (match[2]))) {
    throw new Error(`invalid filter: ${filter}`);
  }
  return {
    column: /** @type {string} */ (match[1]),
    op: /** @type {string} */ (match[2]),
    value: /** @type {string} */ (match[3]),
  };
}

/** @param {{ column: string; op: string; value: string }} filter @param {Record<string, any> | null} record */
function matchesFilter(filter, record) {
  if (!record) return false;
  const actual = record[filter.column];
  if (actual === undefined) return false;
  const text =
    actual === null ? null : typeof actual === 'object' ? JSON.stringify(actual) : String(actual);
  const compare = () => {
    const a = Number(text);
    const b = Number(filter.value);
    return Number.isFinite(a) && Number.isFinite(b)
      ? a - b
      : String(text).localeCompare(filter.value);
  };
  switch (filter.op) {
    case 'eq':
      return text === filter.value;
    case 'neq':
      return text !== filter.value;
    case 'lt':
      return text !== null && compare() < 0;
    case 'lte':
      return text !== null && compare() <= 0;
    case 'gt':
      return text !== null && compare() > 0;
    case 'gte':
      return text !== null && compare() >= 0;
    case 'in':
      return filter.value
        .replace(/^\(|\)$/g, '')
        .split(',')
        .map((v) => v.trim())
        .includes(String(text));
    default:
      return false;
  }
}

/**
 * @param {{ db: import('./db.mjs').Database; config: import('./config.mjs').StackConfig }} deps
 */
export function createRealtimeService({ db, config }) {
  /** @param {string} origin */
  const originAllowed = (origin) => {
    if (config.allowedOrigins.includes('*') || config.allowedOrigins.includes(origin)) return true;
    try {
      const { hostname, protocol } = new URL(origin);
      return (protocol === 'http:' || protocol === 'https:') && LOCAL_HOSTS.has(hostname);
    } catch {
      return false;
    }
  };
  const wss = new WebSocketServer({ noServer: true, maxPayload: 1024 * 1024 });
  wss.on('error', (error) => config.log(`[realtime] ${error.message}`));
  /** @type {Set<{ socket: import('ws').WebSocket; channels: Map<string, Channel> }>} */
  const clients = new Set();
  let nextBindingId = 1;
  /** @type {Map<string, { columns: { name: string; type: string }[]; keys: string[]; rls: boolean }>} */
  const tableInfo = new Map();
  /** @type {Map<string, Set<string>>} */
  const selectable = new Map();

  /**
   * The columns this role may select (column grants), asked once per role and table.
   * @param {string} role @param {string} schema @param {string} table
   */
  async function selectableColumns(role, schema, table) {
    const key = `${role}|${schema}.${table}`;
    const known = selectable.get(key);
    if (known) return known;
    const result = await db.query(
      `select a.attname as name from pg_attribute a
       where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped
         and has_column_privilege($2, a.attrelid, a.attnum, 'SELECT')`,
      [`"${schema}"."${table}"`, role],
    );
    const columns = new Set(result.rows.map((row) => /** @type {string} */ (row.name)));
    selectable.set(key, columns);
    return columns;
  }

  /** @param {Record<string, any> | null | undefined} record @param {Set<string>} allowed */
  const only = (record, allowed) =>
    record
      ? Object.fromEntries(Object.entries(record).filter(([column]) => allowed.has(column)))
      : record;

  /** @param {string} schema @param {string} table */
  async function describe(schema, table) {
    const key = `${schema}.${table}`;
    const known = tableInfo.get(key);
    if (known) return known;
    const columns = await db.query(
      `select a.attname as name, t.typname as type from pg_attribute a join pg_type t on t.oid = a.atttypid
       where a.attrelid = to_regclass($1) and a.attnum > 0 and not a.attisdropped order by a.attnum`,
      [`"${schema}"."${table}"`],
    );
    const keys = await db.query(
      `select a.attname as name from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
       where i.indrelid = to_regclass($1) and i.indisprimary`,
      [`"${schema}"."${table}"`],
    );
    const rls = await db.query(
      'select relrowsecurity as rls from pg_class where oid = to_regclass($1)',
      [`"${schema}"."${table}"`],
    );
    const info = {
      columns: columns.rows,
      keys: keys.rows.map((row) => row.name),
      rls: rls.rows[0]?.rls === true,
    };
    tableInfo.set(key, info);
    return info;
  }

  /** @param {string | undefined} token */
  function claimsOf(token) {
    const claims = verifyJwt(token ?? '', config.jwtSecret);
    if (!API_ROLES.has(claims.role)) throw new JwtError('role not allowed', 'malformed');
    return claims;
  }

  /**
   * May this subscriber select this row? Asked of the database, as the subscriber.
   * @param {Record<string, any>} claims @param {Record<string, any>} change
   */
  async function visible(claims, change) {
    const { keys } = await describe(change.schema_name, change.table_name);
    if (keys.length === 0) return false;
    const table = `"${change.schema_name}"."${change.table_name}"`;
    const where = keys.map((key, i) => `"${key}"::text = $${i + 1}`).join(' and ');
    // The version of the row this change carries (the old one for a delete) is put in place
    // inside a transaction that is always rolled back, with triggers off, and the subscriber's
    // role is asked whether it may select it. Checking the live table instead would drop
    // changes to rows that changed again (or vanished) before delivery.
    const version = change.type === 'DELETE' ? change.old_record : change.record;
    if (!version) return false;
    const values = keys.map((key) => String(version[key]));
    try {
      return await db
        .transaction(async (query) => {
          await query("select set_config('session_replication_role', 'replica', true)");
          await query(`delete from ${table} where ${where}`, values);
          await query(
            `insert into ${table} select * from jsonb_populate_record(null::${table}, $1::jsonb)`,
            [JSON.stringify(version)],
          );
          throw new Rollback(await selectAs(query, claims, table, where, values));
        })
        .catch((error) => {
          if (error instanceof Rollback) return error.value;
          throw error;
        });
    } catch (error) {
      config.log(`[realtime] visibility check failed: ${/** @type {Error} */ (error).message}`);
      return false;
    }
  }

  /** @param {import('./db.mjs').Query} query @param {Record<string, any>} claims @param {string} table @param {string} where @param {string[]} values */
  async function selectAs(query, claims, table, where, values) {
    await query("select set_config('request.jwt.claims', $1, true), set_config('role', $2, true)", [
      JSON.stringify(claims),
      claims.role,
    ]);
    const result = await query(`select 1 from ${table} where ${where}`, values);
    return result.rows.length > 0;
  }

  /** @param {Record<string, any>} change */
  async function dispatch(change) {
    const info = await describe(change.schema_name, change.table_name);
    /** @type {Map<string, boolean>} */
    const verdicts = new Map();
    for (const client of clients) {
      for (const channel of client.channels.values()) {
        const ids = channel.bindings
          .filter(
            (binding) =>
              (binding.event === '*' || binding.event === change.type) &&
              (binding.schema === '*' || binding.schema === change.schema_name) &&
              (binding.table === undefined ||
                binding.table === '*' ||
                binding.table === change.table_name) &&
              (!binding.parsed ||
                matchesFilter(
                  binding.parsed,
                  change.type === 'DELETE' ? change.old_record : change.record,
                )),
          )
          .map((binding) => binding.id);
        if (ids.length === 0) continue;
        if (typeof channel.claims.exp === 'number' && channel.claims.exp < Date.now() / 1000) {
          send(client.socket, [
            null,
            null,
            channel.topic,
            'system',
            {
              message: 'Token has expired',
              status: 'error',
              extension: 'system',
              channel: channel.topic.replace(/^realtime:/, ''),
            },
          ]);
          send(client.socket, [channel.joinRef, null, channel.topic, 'phx_close', {}]);
          client.channels.delete(channel.topic);
          continue;
        }
        const who = `${channel.claims.role}:${channel.claims.sub ?? ''}`;
        let allowed = verdicts.get(who);
        if (allowed === undefined) {
          allowed = await visible(channel.claims, change);
          verdicts.set(who, allowed);
        }
        if (!allowed) continue;
        // As hosted Realtime: under row-level security the old version of a row is reduced to
        // its primary key (the policy was checked on the new version only, and the old one may
        // be a draft), and no column the subscriber may not select leaves the server.
        const columns = await selectableColumns(
          channel.claims.role,
          change.schema_name,
          change.table_name,
        );
        const keysOnly = new Set(info.keys.filter((key) => columns.has(key)));
        const record = change.type === 'DELETE' ? undefined : only(change.record, columns);
        const oldRecord =
          change.type === 'INSERT'
            ? undefined
            : only(change.old_record, info.rls ? keysOnly : columns);
        send(client.socket, [
          null,
          null,
          channel.topic,
          'postgres_changes',
          {
            ids,
            data: {
              schema: change.schema_name,
              table: change.table_name,
              commit_timestamp: new Date(change.commit_timestamp).toISOString(),
              type: change.type,
              columns: info.columns.filter((column) => columns.has(column.name)),
              record,
              old_record: oldRecord,
              errors: null,
            },
          },
        ]);
      }
    }
  }

  let stopped = false;
  let polling = Promise.resolve();
  async function pollOnce() {
    const result = await db.query(
      'delete from _realtime.changes where id in (select id from _realtime.changes order by id limit 500) returning *',
    );
    const changes = result.rows.sort((a, b) => Number(a.id) - Number(b.id));
    if (clients.size === 0) return;
    for (const change of changes) await dispatch(change);
  }
  const timer = setInterval(() => {
    if (stopped) return;
    polling = polling
      .then(pollOnce)
      .catch((error) => config.log(`[realtime] ${/** @type {Error} */ (error).message}`));
  }, POLL_MS);

  /** @param {import('ws').WebSocket} socket @param {unknown[]} message */
  function send(socket, message) {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
  }

  /**
   * @param {{ socket: import('ws').WebSocket; channels: Map<string, Channel>; apiKeyClaims: Record<string, any> }} client
   * @param {unknown} raw
   */
  function onMessage(client, raw) {
    let message;
    try {
      message = JSON.parse(String(raw));
    } catch {
      return;
    }
    if (!Array.isArray(message) || message.length !== 5) return;
    const [joinRef, ref, topic, event, payload] =
      /** @type {[unknown, unknown, unknown, unknown, any]} */ (message);
    // Phoenix refs and topics are strings; anything else is a malformed frame, ignored as the
    // hosted service does rather than trusted further down.
    if (typeof topic !== 'string' || typeof event !== 'string') return;
    if (
      (joinRef !== null && typeof joinRef !== 'string') ||
      (ref !== null && typeof ref !== 'string')
    )
      return;
    if (topic.length > 512) return;
    const reply = (/** @type {string} */ status, /** @type {unknown} */ response) =>
      send(client.socket, [joinRef, ref, topic, 'phx_reply', { status, response }]);
    if (topic === 'phoenix' && event === 'heartbeat') return reply('ok', {});
    if (event === 'phx_join') {
      let claims = client.apiKeyClaims;
      try {
        if (typeof payload?.access_token === 'string') claims = claimsOf(payload.access_token);
      } catch (error) {
        return reply('error', {
          reason:
            error instanceof JwtError && error.reason === 'expired'
              ? 'Token has expired'
              : 'Invalid JWT',
        });
      }
      const requested = Array.isArray(payload?.config?.postgres_changes)
        ? payload.config.postgres_changes
        : [];
      /** @type {Binding[]} */
      const bindings = [];
      try {
        for (const item of requested) {
          bindings.push({
            id: nextBindingId++,
            event: String(item.event ?? '*').toUpperCase(),
            schema: String(item.schema ?? 'public'),
            table: item.table,
            filter: item.filter,
            parsed: parseFilter(item.filter),
          });
        }
      } catch (error) {
        return reply('error', { reason: /** @type {Error} */ (error).message });
      }
      client.channels.set(topic, { topic, joinRef, bindings, claims });
      reply('ok', {
        postgres_changes: bindings.map((b) => ({
          id: b.id,
          event: b.event,
          schema: b.schema,
          table: b.table,
          ...(b.filter !== undefined ? { filter: b.filter } : {}),
        })),
      });
      if (bindings.length > 0) {
        send(client.socket, [
          joinRef,
          null,
          topic,
          'system',
          {
            message: 'Subscribed to PostgreSQL',
            status: 'ok',
            extension: 'postgres_changes',
            channel: topic.replace(/^realtime:/, ''),
          },
        ]);
      }
      return;
    }
    const channel = client.channels.get(topic);
    if (!channel) return reply('error', { reason: 'unmatched topic' });
    if (event === 'phx_leave') {
      client.channels.delete(topic);
      reply('ok', {});
      return send(client.socket, [joinRef, ref, topic, 'phx_close', {}]);
    }
    if (event === 'access_token') {
      try {
        channel.claims = claimsOf(payload?.access_token);
        return reply('ok', {});
      } catch (error) {
        const reason =
          error instanceof JwtError && error.reason === 'expired'
            ? 'Token has expired'
            : 'Invalid JWT';
        send(client.socket, [
          joinRef,
          null,
          topic,
          'system',
          {
            message: reason,
            status: 'error',
            extension: 'system',
            channel: topic.replace(/^realtime:/, ''),
          },
        ]);
        client.channels.delete(topic);
        return send(client.socket, [joinRef, ref, topic, 'phx_close', {}]);
      }
    }
    // Broadcast and presence are not part of this stack: acknowledged, not relayed.
    return reply('ok', {});
  }

  /**
   * @param {import('node:http').IncomingMessage} req @param {import('node:stream').Duplex} socket
   * @param {Buffer} head @param {URL} url
   */
  function upgrade(req, socket, head, url) {
    const origin = req.headers.origin;
    if (typeof origin === 'string' && !originAllowed(origin)) {
      // A page from another site open in the visitor's browser must not reach the socket.
      socket.end(
        'HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"message":"Origin not allowed"}',
      );
      return;
    }
    const apikey =
      url.searchParams.get('apikey') ??
      (typeof req.headers.apikey === 'string' ? req.headers.apikey : '');
    let apiKeyClaims;
    try {
      apiKeyClaims = claimsOf(apikey);
    } catch {
      socket.end(
        'HTTP/1.1 403 Forbidden\r\nContent-Type: application/json\r\nConnection: close\r\n\r\n{"message":"Invalid API key"}',
      );
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const client = {
        socket: ws,
        channels: /** @type {Map<string, Channel>} */ (new Map()),
        apiKeyClaims,
      };
      clients.add(client);
      ws.on('message', (data) => {
        // One bad frame must never take the process down: it closes that socket only.
        try {
          onMessage(client, data);
        } catch (error) {
          config.log(`[realtime] frame refused: ${/** @type {Error} */ (error).message}`);
          ws.close(1003, 'bad frame');
        }
      });
      ws.on('close', () => clients.delete(client));
      ws.on('error', () => clients.delete(client));
    });
  }

  return {
    upgrade,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await polling.catch(() => undefined);
      for (const client of clients) client.socket.terminate();
      wss.close();
    },
  };
}

class Rollback extends Error {
  /** @param {boolean} value */
  constructor(value) {
    super('rollback');
    this.value = value;
  }
}
