import type { QueryCall, QueryHandler, QueryResult } from './fake-supabase';

type Row = Record<string, unknown>;

/** A PostgREST `or` filter as the app writes it: `slug.eq.x,path_slug_ar.eq.x`. */
function matchesAny(row: Row, filter: string): boolean {
  return filter.split(',').some((part) => {
    const [column, operator, ...value] = part.split('.');
    return operator === 'eq' && String(row[column ?? '']) === value.join('.');
  });
}

/** Columns hold text (ISO dates included), numbers or booleans: compared as PostgreSQL does. */
function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return JSON.stringify(a) < JSON.stringify(b) ? -1 : 1;
}

/**
 * Answers a read of `rows` as PostgREST would: the filters the app calls (eq, in, lte, gte, or),
 * its order, range and limit, and maybeSingle / single. A test gives the rows and asserts on
 * the page; which filters were asked for is in fakeSupabase's log.
 */
export function readRows(rows: Row[], call: QueryCall): QueryResult {
  let result = rows.filter((row) =>
    call.calls.every(([method, args]) => {
      const [column, value] = args as [string, unknown];
      if (method === 'eq') return row[column] === value;
      if (method === 'in') return (value as unknown[]).includes(row[column]);
      if (method === 'lte') return compare(row[column], value) <= 0 && row[column] != null;
      if (method === 'gte') return compare(row[column], value) >= 0 && row[column] != null;
      if (method === 'or') return matchesAny(row, column);
      return true;
    }),
  );
  const orders = call.calls.filter(([method]) => method === 'order');
  result = [...result].sort((a, b) => {
    for (const [, [column, options]] of orders) {
      const ascending = (options as { ascending?: boolean } | undefined)?.ascending ?? true;
      const order = compare(a[column as string], b[column as string]);
      if (order !== 0) return ascending ? order : -order;
    }
    return 0;
  });
  for (const [method, args] of call.calls) {
    if (method === 'range') result = result.slice(args[0] as number, (args[1] as number) + 1);
    if (method === 'limit') result = result.slice(0, args[0] as number);
  }
  const single = call.calls.find(([method]) => method === 'maybeSingle' || method === 'single');
  if (!single) return { data: result, count: result.length };
  if (result.length > 1 || (single[0] === 'single' && result.length === 0)) {
    return {
      error: { code: 'PGRST116', message: 'JSON object requested, multiple (or no) rows returned' },
    };
  }
  return { data: result[0] ?? null };
}

/** A handler serving each table's rows (reads only; other tables and writes answer nothing). */
export function tables(byTable: Record<string, Row[]>): QueryHandler {
  return (call) =>
    call.op === 'select' && byTable[call.table]
      ? readRows(byTable[call.table]!, call)
      : { data: null };
}
