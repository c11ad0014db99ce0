// The few pieces of the Postgres wire protocol (v3, frontend side) the PGlite bridge needs to
// share one PGlite session between several PostgREST connections. Pure functions over buffers,
// so they are tested without a database.
//
// Two things are done to what PostgREST sends:
// - Prepared statement names get a per-connection prefix. PostgREST's statement names ("1",
//   "2", …) are per connection; on one shared session two connections preparing "1" collided
//   (42P05), which is why prepared statements used to be off. Prefixed, each connection has its
//   own namespace and keeps the parse/plan savings of prepared statements.
// - A lone `BEGIN`, and the request settings PostgREST sends right after it, are answered
//   without the database. PostgREST opens every request with an exchange holding only
//   `BEGIN ISOLATION LEVEL …`, waits for its answer, then one setting the role and the request
//   (`select set_config(…)`), waits again, then sends the statement. Answered at once and run
//   in one pipeline with the statement, the transaction holds the single session for two round
//   trips to PostgREST fewer.

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
   * The Bind and SQL of an exchange that runs one statement through the extended protocol and
   * nothing else ([Parse] Bind [Describe portal] Execute Sync, unnamed portal, all rows), or
   * null.
   * @param {Message[]} messages @returns {{ bind: Message; sql: string } | null}
   */
  #oneStatement(messages) {
    const shape = String.fromCharCode(...messages.map((message) => message.type));
    if (!/^P?BD?ES$/.test(shape)) return null;
    const bind = /** @type {Message} */ (messages[shape.indexOf('B')]);
    if (bind.body[0] !== 0) return null; // a named portal
    for (const message of messages) {
      if (message.type === DESCRIBE && !(message.body[0] === 0x50 && message.body[1] === 0)) {
        return null;
      }
      if (
        message.type === EXECUTE &&
        (message.body[0] !== 0 || message.body.readInt32BE(1) !== 0)
      ) {
        return null;
      }
    }
    const sql = this.#boundSql(messages, bind);
    return sql === undefined ? null : { bind, sql };
  }

  /**
   * If the exchange is nothing but a `BEGIN` without parameters, the answer the database gives
   * to it (the same bytes); otherwise null.
   * @param {Message[]} messages @returns {Buffer | null}
   */
  beginAnswer(messages) {
    const statement = this.#oneStatement(messages);
    if (!statement || !BEGIN_SQL.test(statement.sql)) return null;
    // Bind: portal, statement, format codes, then the parameter count, which must be 0.
    const [, afterPortal] = cString(statement.bind.body, 0);
    const [, afterName] = cString(statement.bind.body, afterPortal);
    const formats = statement.bind.body.readInt16BE(afterName);
    if (statement.bind.body.readInt16BE(afterName + 2 + 2 * formats) !== 0) return null;
    return answerOf(messages, 'BEGIN');
  }

  /**
   * If the exchange is nothing but PostgREST's request settings (`select set_config('role', $2,
   * true), …`, its first statement in every transaction), an answer to it; otherwise null.
   * PostgREST reads nothing of that statement's result but its success (hasql's `noResult`
   * accepts a result without rows), so it is answered as a statement without rows. If the
   * settings then fail (a role that does not exist, say), the error reaches PostgREST as the
   * answer to its next statement, which the database skips: the request fails the same way.
   * @param {Message[]} messages @returns {Buffer | null}
   */
  settingsAnswer(messages) {
    const statement = this.#oneStatement(messages);
    if (!statement || !SETTINGS_SQL.test(statement.sql)) return null;
    return answerOf(messages, 'SELECT 1');
  }
}

const BEGIN_SQL = /^\s*BEGIN(\s+ISOLATION\s+LEVEL\s+[A-Z ]+)?\s*;?\s*$/i;
const SETTING = String.raw`set_config\('[A-Za-z0-9_.]+', \$\d+, true\)`;
const SETTINGS_SQL = new RegExp(`^select ${SETTING}(, ${SETTING})*$`);

/**
 * What the database answers to a one-statement exchange that succeeds without rows.
 * @param {Message[]} messages @param {string} tag the CommandComplete tag
 */
function answerOf(messages, tag) {
  /** @type {Buffer[]} */
  const answer = [];
  for (const { type } of messages) {
    if (type === PARSE) answer.push(encodeMessage(0x31, Buffer.alloc(0))); // ParseComplete
    if (type === BIND) answer.push(encodeMessage(0x32, Buffer.alloc(0))); // BindComplete
    if (type === DESCRIBE) answer.push(encodeMessage(0x6e, Buffer.alloc(0))); // NoData
    if (type === EXECUTE) answer.push(encodeMessage(0x43, cBytes(tag))); // CommandComplete
    if (type === SYNC) answer.push(encodeMessage(0x5a, Buffer.from('T'))); // ReadyForQuery: in a transaction
  }
  return Buffer.concat(answer);
}

/**
 * An exchange answered in advance, to run in one pipeline with the next one. Its Sync goes, so
 * that if it fails the database skips what follows up to the next Sync instead of running it
 * (outside a transaction, or without the request's role).
 * @param {Buffer} exchange as sent to the database, ending with Sync
 */
export function deferExchange(exchange) {
  return exchange.subarray(0, exchange.length - 5);
}

/**
 * The answer to a pipeline of `count` deferred statements and then the current exchange, split:
 * the current exchange's part (`rest`), and what of the deferred part must still reach
 * PostgREST (`forward`: parameter changes and notices). Null when a deferred statement failed
 * (the database then skipped the rest up to the Sync).
 * @param {Buffer} answer @param {number} count
 * @returns {{ forward: Buffer[]; rest: Buffer } | null}
 */
export function afterDeferred(answer, count) {
  /** @type {Buffer[]} */
  const forward = [];
  let done = 0;
  let offset = 0;
  while (done < count) {
    if (answer.length - offset < 5) return null;
    const type = answer[offset];
    const end = offset + 1 + answer.readInt32BE(offset + 1);
    if (type === 0x45) return null; // ErrorResponse
    if (type === 0x53 || type === 0x4e) forward.push(answer.subarray(offset, end)); // ParameterStatus, NoticeResponse
    if (type === 0x43) done += 1; // CommandComplete
    offset = end;
  }
  return { forward, rest: answer.subarray(offset) };
}

/**
 * The answer to an exchange that did not run because a statement answered in advance failed:
 * the database's ErrorResponse, then its ReadyForQuery if the exchange had a Sync.
 * @param {Buffer} answer what the database answered to the whole pipeline
 */
export function failedDeferredAnswer(answer) {
  /** @type {Buffer[]} */
  const errors = [];
  // ReadyForQuery comes with the Sync, which may still be on its way (then it is answered
  // when it arrives, like any exchange).
  /** @type {Buffer} */
  let ready = Buffer.alloc(0);
  for (let offset = 0; answer.length - offset >= 5;) {
    const end = offset + 1 + answer.readInt32BE(offset + 1);
    if (answer[offset] === 0x45) errors.push(answer.subarray(offset, end));
    if (answer[offset] === 0x5a) ready = answer.subarray(offset, end);
    offset = end;
  }
  if (errors.length === 0) {
    errors.push(
      encodeMessage(
        0x45,
        Buffer.concat([
          cBytes('SERROR'),
          cBytes('VERROR'),
          cBytes('CXX000'),
          cBytes('Ma statement answered in advance did not run'),
          Buffer.from([0]),
        ]),
      ),
    );
  }
  return Buffer.concat([...errors, ready]);
}
