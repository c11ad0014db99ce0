// The PGlite bridge's protocol rewriting, against a real PGlite session: two PostgREST-like
// connections preparing the same statement name on one session do not collide, and a BEGIN
// answered in advance is answered exactly as the database answers it.
import type { PGlite } from '@electric-sql/pglite';
import {
  StatementNamespace,
  afterDeferred,
  deferExchange,
  encodeMessage,
  failedDeferredAnswer,
  splitMessages,
} from '../stack/wire.mjs';
import { memoryPglite } from './support';

const z = (text: string) => Buffer.from(`${text}\0`, 'utf8');
const int16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeInt16BE(n);
  return b;
};
const int32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeInt32BE(n);
  return b;
};

const parse = (name: string, sql: string, types: number[] = []) =>
  encodeMessage(0x50, Buffer.concat([z(name), z(sql), int16(types.length), ...types.map(int32)]));
/** Bind with text parameters and text results. */
const bind = (statement: string, params: string[] = []) =>
  encodeMessage(
    0x42,
    Buffer.concat([
      z(''),
      z(statement),
      int16(0),
      int16(params.length),
      ...params.flatMap((p) => [int32(Buffer.byteLength(p)), Buffer.from(p)]),
      int16(0),
    ]),
  );
const describePortal = () => encodeMessage(0x44, Buffer.concat([Buffer.from('P'), z('')]));
const execute = () => encodeMessage(0x45, Buffer.concat([z(''), int32(0)]));
const sync = () => encodeMessage(0x53, Buffer.alloc(0));
const closeStatement = (name: string) =>
  encodeMessage(0x43, Buffer.concat([Buffer.from('S'), z(name)]));

/** The backend messages of an answer: type letter and, for DataRow, the first column's text. */
function summary(answer: Buffer): string[] {
  const out: string[] = [];
  for (let offset = 0; offset < answer.length;) {
    const type = String.fromCharCode(answer[offset] as number);
    const length = answer.readInt32BE(offset + 1);
    const body = answer.subarray(offset + 5, offset + 1 + length);
    if (type === 'D') {
      const size = body.readInt32BE(2);
      out.push(`D:${body.subarray(6, 6 + size).toString()}`);
    } else if (type === 'E') {
      const code = /C([0-9A-Z]{5})\0/.exec(body.toString('latin1'));
      out.push(`E:${code?.[1]}`);
    } else if (type === 'Z') out.push(`Z:${String.fromCharCode(body[0] as number)}`);
    else out.push(type);
    offset += length + 1;
  }
  return out;
}

let db: PGlite;
// A fresh PGlite database (initdb ran once for the suite: global-setup.ts).
beforeAll(async () => {
  db = await memoryPglite();
}, 120_000);
afterAll(async () => {
  await db.close();
});

async function send(frames: Buffer[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  await db.execProtocolRawStream(new Uint8Array(Buffer.concat(frames)), {
    onRawData: (data) => chunks.push(Buffer.from(data)),
  });
  return Buffer.concat(chunks);
}

describe('the PGlite bridge protocol rewriting', () => {
  it('gives two connections preparing the same statement name their own statements', async () => {
    const a = new StatementNamespace('c1_');
    const b = new StatementNamespace('c2_');
    const first = await send([
      a.rewrite(splitMessages(Buffer.concat([parse('1', "select 'from a'"), sync()]))),
    ]);
    expect(summary(first)).toEqual(['1', 'Z:I']);
    // Unprefixed, this Parse fails with 42P05 (the statement already exists).
    const second = await send([
      b.rewrite(splitMessages(Buffer.concat([parse('1', "select 'from b'"), sync()]))),
    ]);
    expect(summary(second)).toEqual(['1', 'Z:I']);
    const run = (ns: StatementNamespace) =>
      send([
        ns.rewrite(splitMessages(Buffer.concat([bind('1'), describePortal(), execute(), sync()]))),
      ]);
    expect(summary(await run(a))).toEqual(['2', 'T', 'D:from a', 'C', 'Z:I']);
    expect(summary(await run(b))).toEqual(['2', 'T', 'D:from b', 'C', 'Z:I']);
    // The collision the namespaces avoid is real on one session.
    expect(summary(await send([parse('1', 'select 1'), sync()]))).toEqual(['1', 'Z:I']);
    expect(summary(await send([parse('1', 'select 2'), sync()]))).toEqual(['E:42P05', 'Z:I']);
    // Names to deallocate when a connection goes; a Close forgets one.
    expect(a.sharedNames()).toEqual(['c1_1']);
    a.rewrite(splitMessages(Buffer.concat([closeStatement('1'), sync()])));
    expect(a.sharedNames()).toEqual([]);
    expect(b.sharedNames()).toEqual(['c2_1']);
  });

  it('answers a lone BEGIN exactly as the database does', async () => {
    const ns = new StatementNamespace('c3_');
    const sql = 'BEGIN ISOLATION LEVEL READ COMMITTED READ ONLY';
    // PostgREST without prepared statements: Parse, Bind, Describe, Execute, Sync.
    const unnamed = splitMessages(
      Buffer.concat([parse('', sql), bind(''), describePortal(), execute(), sync()]),
    );
    const early = ns.beginAnswer(unnamed);
    expect(early).not.toBeNull();
    expect((await send([ns.rewrite(unnamed)])).equals(early as Buffer)).toBe(true);
    await send([Buffer.from(encodeMessage(0x51, z('rollback')))]);
    // With prepared statements: the Parse earlier, then Bind, Describe, Execute, Sync.
    await send([ns.rewrite(splitMessages(Buffer.concat([parse('7', sql), sync()])))]);
    const prepared = splitMessages(Buffer.concat([bind('7'), describePortal(), execute(), sync()]));
    const answer = ns.beginAnswer(prepared);
    expect(answer).not.toBeNull();
    expect((await send([ns.rewrite(prepared)])).equals(answer as Buffer)).toBe(true);
    expect(db.isInTransaction()).toBe(true);
    await send([Buffer.from(encodeMessage(0x51, z('rollback')))]);
  });

  it('runs the deferred BEGIN and settings in one pipeline with the statement, which they guard', async () => {
    const ns = new StatementNamespace('c5_');
    await send([encodeMessage(0x51, z('create table pipelined (n int)'))]);
    await send([encodeMessage(0x51, z('create role pipelined_reader nologin'))]);
    await send([encodeMessage(0x51, z('grant select on pipelined to pipelined_reader'))]);
    const exchange = (sql: string, params: string[] = []) =>
      splitMessages(
        Buffer.concat([parse('', sql), bind('', params), describePortal(), execute(), sync()]),
      );
    const begin = exchange('BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE');
    const settingsSql = "select set_config('search_path', $1, true), set_config('role', $2, true)";
    const settings = (role: string) => exchange(settingsSql, ['public', role]);
    const insert = ns.rewrite(exchange('insert into pipelined values (1)'));
    const whoAmI = ns.rewrite(exchange('select current_user::text'));
    const early = (messages: ReturnType<typeof splitMessages>, answer: Buffer | null) => {
      expect(answer).not.toBeNull();
      return deferExchange(ns.rewrite(messages));
    };
    const ahead = (role: string) => [
      early(begin, ns.beginAnswer(begin)),
      early(settings(role), ns.settingsAnswer(settings(role))),
    ];

    // The statement runs inside the transaction, with the role the settings gave.
    const answer = await send([...ahead('pipelined_reader'), whoAmI]);
    const split = afterDeferred(answer, 2);
    expect(summary(split?.rest as Buffer)).toEqual([
      '1',
      '2',
      'T',
      'D:pipelined_reader',
      'C',
      'Z:T',
    ]);
    await send([encodeMessage(0x51, z('rollback'))]);

    // Settings that fail (a role that does not exist): the insert after them is skipped and
    // PostgREST gets the database's error as the answer to it.
    const refused = await send([...ahead('no_such_role'), insert]);
    expect(afterDeferred(refused, 2)).toBeNull();
    expect(summary(failedDeferredAnswer(refused))).toEqual(['E:22023', 'Z:E']);
    await send([encodeMessage(0x51, z('rollback'))]);

    // A BEGIN that fails (it passes for a BEGIN, the database refuses it): nothing after it
    // runs, in particular not outside a transaction.
    const bad = exchange('BEGIN ISOLATION LEVEL NONSENSE');
    const failing = await send([early(bad, ns.beginAnswer(bad)), insert]);
    expect(afterDeferred(failing, 1)).toBeNull();
    expect(summary(failedDeferredAnswer(failing))).toEqual(['E:42601', 'Z:I']);
    expect(db.isInTransaction()).toBe(false);
    const count = await db.query<{ n: number }>('select count(*)::int as n from pipelined');
    expect(count.rows[0]?.n).toBe(0);
  });

  it('leaves every other exchange to the database', () => {
    const ns = new StatementNamespace('c4_');
    const exchange = (frames: Buffer[]) => ns.beginAnswer(splitMessages(Buffer.concat(frames)));
    expect(exchange([parse('', 'select 1'), bind(''), execute(), sync()])).toBeNull();
    expect(exchange([parse('', 'BEGIN; delete from t'), bind(''), execute(), sync()])).toBeNull();
    expect(exchange([parse('', 'COMMIT'), bind(''), execute(), sync()])).toBeNull();
    // A BEGIN followed by more in the same exchange runs as it is.
    expect(
      exchange([parse('', 'BEGIN'), bind(''), execute(), parse('', 'select 1'), sync()]),
    ).toBeNull();
    expect(exchange([parse('', 'BEGIN'), bind(''), execute(), sync()])).not.toBeNull();
    // Only PostgREST's settings statement, with its values bound as parameters.
    const settings = (sql: string, params: string[] = []) =>
      ns.settingsAnswer(
        splitMessages(Buffer.concat([parse('', sql), bind('', params), execute(), sync()])),
      );
    expect(settings("select set_config('role', $1, true)", ['anon'])).not.toBeNull();
    expect(settings("select set_config('role', 'anon', true)")).toBeNull();
    expect(settings("select set_config('role', $1, true), pg_sleep(10)", ['anon'])).toBeNull();
    expect(settings("select set_config('role', $1, true); delete from t", ['anon'])).toBeNull();
  });

  it('turns a failure answered in advance into that error and the ReadyForQuery', () => {
    const error = encodeMessage(
      0x45,
      Buffer.concat([z('SERROR'), z('C53100'), z('Mdisk full'), Buffer.from([0])]),
    );
    const ready = encodeMessage(0x5a, Buffer.from('E'));
    expect(summary(failedDeferredAnswer(Buffer.concat([error, ready])))).toEqual([
      'E:53100',
      'Z:E',
    ]);
    // No Sync yet: no ReadyForQuery either.
    expect(summary(failedDeferredAnswer(error))).toEqual(['E:53100']);
    expect(summary(failedDeferredAnswer(Buffer.alloc(0)))).toEqual(['E:XX000']);
  });
});
