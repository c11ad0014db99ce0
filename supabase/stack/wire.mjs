// The few pieces of the Postgres wire protocol (v3, frontend side) the PGlite bridge needs to
// share one PGlite session between several PostgREST connections. Pure functions over buffers,
// so they are tested without a database.
//
// Two things are done to what PostgREST sends:
// - Prepared statement names get a per-connection prefix. PostgREST's statement names ("1",
//   "2", …) are per connection; on one shared session two connections preparing "1" collided
//   (42P05), which is why prepared statements used to be off. Prefixed, each connection has its
//   own namespace and keeps the parse/plan savings of prepared statements.
// - A lone `BEGIN` is answered without the database. PostgREST opens every request with one
//   exchange holding only `BEGIN ISOLATION LEVEL …`, waits for its answer, then sends the
//   statements. Answered at once and run in front of the next exchange, the transaction holds
//   the single session for one round trip to PostgREST fewer.

/** @typedef {{ type: number; body: Buffer }} Message */

const PARSE = 0x50; // P
const BIND = 0x42; // B
const DESCRIBE = 0x44; // D
const EXECUTE = 0x45; // E
const SYNC = 0x53; // S
const CLOSE = 0x43; // C

/**
 * The messages of a buffer holding only whole frontend messages (type byte, int32 length).
 * @param {Buffer} buffer @returns {Message[]}
 */
export function splitMessages(buffer) {
  /** @type {Message[]} */
  const messages = [];
  let offset = 0;
  while (buffer.length - offset >= 5) {
    const length = buffer.readInt32BE(offset + 1);
    if (length < 4 || buffer.length - offset < length + 1) break;
    messages.push({
      type: /** @type {number} */ (buffer[offset]),
      body: buffer.subarray(offset + 5, offset + 1 + length),
    });
    offset += length + 1;
  }
  if (offset !== buffer.length) throw new Error('incomplete protocol message');
  return messages;
}

/** @param {number} type @param {Buffer} body @returns {Buffer} */
export function encodeMessage(type, body) {
  const head = Buffer.alloc(5);
  head[0] = type;
  head.writeInt32BE(body.length + 4, 1);
  return Buffer.concat([head, body]);
}

/** @param {Buffer} body @param {number} offset @returns {[string, number]} the string and the offset after its NUL */
function cString(body, offset) {
  const end = body.indexOf(0, offset);
  if (end < 0) throw new Error('unterminated string in a protocol message');
  return [body.toString('utf8', offset, end), end + 1];
}

/** @param {string} text */
const cBytes = (text) => Buffer.from(`${text}\0`, 'utf8');

/**
 * One connection's view of its prepared statements on the shared session.
 */
export class StatementNamespace {
  /** @param {string} prefix unique among the connections of one session */
  constructor(prefix) {
    this.prefix = prefix;
    /** @type {Map<string, string>} the connection's statement name -> its SQL */
    this.statements = new Map();
  }

  /** The name on the shared session. @param {string} name */
  shared(name) {
    return name === '' ? '' : `${this.prefix}${name}`;
  }

  /** Every name this connection has on the session now (to deallocate when it goes). */
  sharedNames() {
    return [...this.statements.keys()].map((name) => this.shared(name));
  }

  /**
   * The messages with every statement name moved into this connection's namespace, and the
   * statements they create or close recorded. Portal names are left alone: portals live
   * inside one transaction (or one implicit one up to Sync), which one connection holds alone.
   * @param {Message[]} messages @returns {Buffer}
   */
  rewrite(messages) {
    return Buffer.concat(messages.map((message) => this.#rewriteOne(message)));
  }

  /** @param {Message} message @returns {Buffer} */
  #rewriteOne({ type, body }) {
    if (type === PARSE) {
      const [name, afterName] = cString(body, 0);
      const [sql] = cString(body, afterName);
      this.statements.set(name, sql);
      if (name === '') return encodeMessage(type, body);
      return encodeMessage(
        type,
        Buffer.concat([cBytes(this.shared(name)), body.subarray(afterName)]),
      );
    }
    if (type === BIND) {
      const [portal, afterPortal] = cString(body, 0);
      const [name, afterName] = cString(body, afterPortal);
      if (name === '') return encodeMessage(type, body);
      return encodeMessage(
        type,
        Buffer.concat([cBytes(portal), cBytes(this.shared(name)), body.subarray(afterName)]),
      );
    }
    if ((type === DESCRIBE || type === CLOSE) && body[0] === 0x53) {
      const [name] = cString(body, 1);
      if (type === CLOSE) this.statements.delete(name);
      if (name === '') return encodeMessage(type, body);
      return encodeMessage(type, Buffer.concat([Buffer.from([0x53]), cBytes(this.shared(name))]));
    }
    return encodeMessage(type, body);
  }

  /**
   * The SQL a Bind runs: its statement, from a Parse earlier in the same exchange or before.
   * @param {Message[]} messages @param {Message} bind
   */
  #boundSql(messages, bind) {
    const [, afterPortal] = cString(bind.body, 0);
    const [name] = cString(bind.body, afterPortal);
    for (let i = messages.indexOf(bind) - 1; i >= 0; i -= 1) {
      const message = /** @type {Message} */ (messages[i]);
      if (message.type !== PARSE) continue;
      const [parsed, afterName] = cString(message.body, 0);
      if (parsed === name) return cString(message.body, afterName)[0];
    }
    return this.statements.get(name);
  }

  /**
   * If the exchange is nothing but a `BEGIN` without parameters, run through the extended
   * protocol ([Parse] Bind [Describe portal] Execute Sync, unnamed portal), the answer the
   * database gives to it; otherwise null.
   * @param {Message[]} messages @returns {Buffer | null}
   */
  beginAnswer(messages) {
    const types = messages.map((message) => message.type);
    const shape = String.fromCharCode(...types);
    if (!/^P?BD?ES$/.test(shape)) return null;
    const bind = /** @type {Message} */ (messages[shape.indexOf('B')]);
    const sql = this.#boundSql(messages, bind);
    if (sql === undefined || !/^\s*BEGIN(\s+ISOLATION\s+LEVEL\s+[A-Z ]+)?\s*;?\s*$/i.test(sql)) {
      return null;
    }
    const parse = messages.find((message) => message.type === PARSE);
    if (parse) {
      const [, afterName] = cString(parse.body, 0);
      const [, afterSql] = cString(parse.body, afterName);
      if (parse.body.readInt16BE(afterSql) !== 0) return null;
    }
    // Bind: portal, statement, format codes, then the parameter count, which must be 0.
    const [portal, afterPortal] = cString(bind.body, 0);
    const [, afterName] = cString(bind.body, afterPortal);
    const formats = bind.body.readInt16BE(afterName);
    if (portal !== '' || bind.body.readInt16BE(afterName + 2 + 2 * formats) !== 0) return null;
    for (const message of messages) {
      if (message.type === DESCRIBE && !(message.body[0] === 0x50 && message.body[1] === 0)) {
        return null;
      }
      if (message.type === EXECUTE && message.body[0] !== 0) return null;
    }
    /** @type {Buffer[]} */
    const answer = [];
    for (const { type } of messages) {
      if (type === PARSE) answer.push(encodeMessage(0x31, Buffer.alloc(0))); // ParseComplete
      if (type === BIND) answer.push(encodeMessage(0x32, Buffer.alloc(0))); // BindComplete
      if (type === DESCRIBE) answer.push(encodeMessage(0x6e, Buffer.alloc(0))); // NoData
      if (type === EXECUTE) answer.push(encodeMessage(0x43, cBytes('BEGIN'))); // CommandComplete
      if (type === SYNC) answer.push(encodeMessage(0x5a, Buffer.from('T'))); // ReadyForQuery: in a transaction
    }
    return Buffer.concat(answer);
  }
}

/**
 * A BEGIN exchange answered in advance, to run in one pipeline with the next exchange. Its Sync
 * goes, so that if the BEGIN fails the database skips what follows up to the next Sync instead
 * of running it outside a transaction.
 * @param {Buffer} begin the exchange as sent to the database (ends with Sync)
 * @param {Buffer} answered what was answered for it (ends with ReadyForQuery)
 */
export function deferBegin(begin, answered) {
  return {
    frames: begin.subarray(0, begin.length - 5),
    // The same answers but the ReadyForQuery, which the Sync removed.
    expected: answered.subarray(0, answered.length - 6),
  };
}

/**
 * The part of a pipelined answer that belongs to the exchange after a deferred BEGIN, or null
 * when the BEGIN did not answer as announced (it failed, and what followed was skipped).
 * @param {Buffer} answer @param {Buffer} expected
 */
export function afterDeferredBegin(answer, expected) {
  if (answer.length < expected.length || !answer.subarray(0, expected.length).equals(expected)) {
    return null;
  }
  return answer.subarray(expected.length);
}

/**
 * The answer to an exchange that cannot run because the `BEGIN` answered in advance failed:
 * that failure's ErrorResponse, then ReadyForQuery (idle), as after any failed exchange.
 * @param {Buffer} beginAnswer what the database answered to the BEGIN
 */
export function failedBeginAnswer(beginAnswer) {
  /** @type {Buffer[]} */
  const errors = [];
  for (let offset = 0; beginAnswer.length - offset >= 5;) {
    const length = beginAnswer.readInt32BE(offset + 1);
    if (beginAnswer[offset] === 0x45)
      errors.push(beginAnswer.subarray(offset, offset + 1 + length));
    offset += length + 1;
  }
  if (errors.length === 0) {
    errors.push(
      encodeMessage(
        0x45,
        Buffer.concat([
          cBytes('SERROR'),
          cBytes('VERROR'),
          cBytes('CXX000'),
          cBytes('Mthe transaction could not begin'),
          Buffer.from([0]),
        ]),
      ),
    );
  }
  return Buffer.concat([...errors, encodeMessage(0x5a, Buffer.from('I'))]);
}
