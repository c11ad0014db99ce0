// The PGlite bridge's protocol rewriting, against a real PGlite session: two PostgREST-like
// connections preparing the same statement name on one session do not collide, and a BEGIN
// answered in advance is answered exactly as the database answers it.
import { PGlite } from '@electric-sql/pglite';
import {
  StatementNamespace,
  afterDeferredBegin,
  deferBegin,
  encodeMessage,
  failedBeginAnswer,
  splitMessages,
} from '../stack/wire.mjs';

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
// A fresh PGlite runs initdb in WebAssembly: many seconds on a busy machine.
beforeAll(async () => {
  db = await PGlite.create();
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

  it('runs a deferred BEGIN in one pipeline with the next exchange, which it guards', async () => {
    const ns = new StatementNamespace('c5_');
    await send([encodeMessage(0x51, z('create table pipelined (n int)'))]);
    const exchange = (sql: string) =>
      splitMessages(Buffer.concat([parse('', sql), bind(''), describePortal(), execute(), sync()]));
    const insert = ns.rewrite(exchange('insert into pipelined values (1)'));

    const begin = exchange('BEGIN ISOLATION LEVEL READ COMMITTED READ WRITE');
    const deferred = deferBegin(ns.rewrite(begin), ns.beginAnswer(begin) as Buffer);
    const answer = await send([deferred.frames, insert]);
    const rest = afterDeferredBegin(answer, deferred.expected);
    // What PostgREST gets for its insert: as in any transaction, then still in it.
    expect(summary(rest as Buffer)).toEqual(['1', '2', 'n', 'C', 'Z:T']);
    expect(db.isInTransaction()).toBe(true);
    await send([encodeMessage(0x51, z('commit'))]);

    // A BEGIN that fails (it passes for a BEGIN, the database refuses it): the insert after it
    // is skipped, not run outside a transaction.
    const bad = exchange('BEGIN ISOLATION LEVEL NONSENSE');
    const failing = deferBegin(ns.rewrite(bad), ns.beginAnswer(bad) as Buffer);
    const refused = await send([failing.frames, insert]);
    expect(afterDeferredBegin(refused, failing.expected)).toBeNull();
    expect(summary(failedBeginAnswer(refused))).toEqual(['E:42601', 'Z:I']);
    expect(db.isInTransaction()).toBe(false);
    const count = await db.query<{ n: number }>('select count(*)::int as n from pipelined');
    expect(count.rows[0]?.n).toBe(1);
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
  });

  it('turns a failed BEGIN into that error and an idle ReadyForQuery', () => {
    const error = encodeMessage(
      0x45,
      Buffer.concat([z('SERROR'), z('C53100'), z('Mdisk full'), Buffer.from([0])]),
    );
    expect(summary(failedBeginAnswer(Buffer.concat([error])))).toEqual(['E:53100', 'Z:I']);
    expect(summary(failedBeginAnswer(Buffer.alloc(0)))).toEqual(['E:XX000', 'Z:I']);
  });
});
