// The local stack's mail catcher, as the Supabase CLI runs one (Inbucket, then Mailpit): an SMTP
// server that accepts every message, keeps it (in the data folder, the newest 500) and shows it
// on a small web page with a JSON API for tests. Nothing it receives is ever relayed.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { escapeHtml } from './go-template.mjs';

const MAX_MESSAGES = 500;
const MAX_MESSAGE_BYTES = 10 * 1024 * 1024;

/**
 * @typedef {object} CaughtMail
 * @property {string} id
 * @property {string} from
 * @property {string[]} to
 * @property {string} subject
 * @property {string} date         ISO time it was received
 * @property {string} text
 * @property {string} html
 * @property {Record<string, string>} headers  the message's headers, lower-case names
 * @property {number} size         bytes of the raw message
 */

/** @param {import('mailparser').AddressObject | import('mailparser').AddressObject[] | undefined} field */
function addresses(field) {
  const list = Array.isArray(field) ? field : field ? [field] : [];
  return list.flatMap((group) => group.value.map((entry) => entry.address ?? '')).filter(Boolean);
}

/** @param {Buffer} raw @param {string} id @param {Date} received @returns {Promise<CaughtMail>} */
async function parse(raw, id, received) {
  const parsed = await simpleParser(raw, { skipImageLinks: true });
  /** @type {Record<string, string>} */
  const headers = {};
  for (const line of parsed.headerLines) {
    const colon = line.line.indexOf(':');
    headers[line.key] = colon === -1 ? '' : line.line.slice(colon + 1).trim();
  }
  return {
    id,
    from: addresses(parsed.from)[0] ?? '',
    to: addresses(parsed.to),
    subject: parsed.subject ?? '',
    date: received.toISOString(),
    text: parsed.text ?? '',
    html: typeof parsed.html === 'string' ? parsed.html : '',
    headers,
    size: raw.length,
  };
}

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'; base-uri 'none'; form-action 'none'";

/** @param {string} title @param {string} body */
const page = (title, body) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0;color:#1a1a1a;background:#f6f6f4}
header,main{max-width:60rem;margin:0 auto;padding:1rem}
header{display:flex;gap:1rem;align-items:baseline;justify-content:space-between;flex-wrap:wrap}
h1{font-size:1.4rem;margin:0}
table{width:100%;border-collapse:collapse;background:#fff}
th,td{text-align:start;padding:.5rem;border-bottom:1px solid #ddd;vertical-align:top}
a{color:#0b4f9c}
a:focus-visible,button:focus-visible{outline:3px solid #0b4f9c;outline-offset:2px}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem;background:#fff;padding:1rem}
dt{font-weight:600}
pre{white-space:pre-wrap;background:#fff;padding:1rem;border:1px solid #ddd}
iframe{width:100%;min-height:32rem;border:1px solid #ddd;background:#fff}
.visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap}
</style></head><body>${body}</body></html>`;

/**
 * @param {{ smtpPort: number; webPort: number; host: string; dir: string | null;
 *   log: (line: string) => void }} options
 */
export async function startMailCatcher({ smtpPort, webPort, host, dir, log }) {
  /** @type {CaughtMail[]} newest last */
  const messages = [];
  if (dir) {
    mkdirSync(dir, { recursive: true });
    const files = readdirSync(dir)
      .filter((name) => name.endsWith('.eml'))
      .sort();
    for (const name of files.slice(-MAX_MESSAGES)) {
      const [stamp, id] = name.replace(/\.eml$/, '').split('_');
      try {
        messages.push(
          await parse(
            readFileSync(join(dir, name)),
            id ?? randomUUID(),
            new Date(Number(stamp) || Date.now()),
          ),
        );
      } catch {
        // A file that cannot be read back is skipped, not fatal.
      }
    }
  }
  /** @param {Buffer} raw */
  async function keep(raw) {
    const id = randomUUID();
    const received = new Date();
    const mail = await parse(raw, id, received);
    messages.push(mail);
    if (dir) writeFileSync(join(dir, `${received.getTime()}_${id}.eml`), raw);
    while (messages.length > MAX_MESSAGES) {
      const old = /** @type {CaughtMail} */ (messages.shift());
      if (dir) rmSync(join(dir, `${new Date(old.date).getTime()}_${old.id}.eml`), { force: true });
    }
    log(`mail caught: to ${mail.to.join(', ')} "${mail.subject}"`);
  }

  const smtp = new SMTPServer({
    // Development only: any sender, any credentials, no TLS (it listens on loopback).
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    banner: 'local mail catcher: nothing is delivered',
    size: MAX_MESSAGE_BYTES,
    logger: false,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'local' });
    },
    onData(stream, _session, callback) {
      /** @type {Buffer[]} */
      const chunks = [];
      stream.on('data', (chunk) => chunks.push(chunk));
      stream.on('end', () => {
        if (/** @type {{ sizeExceeded?: boolean }} */ (stream).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        keep(Buffer.concat(chunks)).then(
          () => callback(),
          (error) => callback(error),
        );
      });
    },
  });
  smtp.on('error', (error) => log(`mail catcher SMTP error: ${error.message}`));

  /** @param {URL} url */
  const listed = (url) => {
    const to = url.searchParams.get('to')?.toLowerCase();
    return to ? messages.filter((m) => m.to.some((a) => a.toLowerCase() === to)) : messages;
  };

  const web = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const send = (
      /** @type {number} */ status,
      /** @type {string} */ type,
      /** @type {string | Buffer} */ body,
    ) => {
      res.writeHead(status, {
        'Content-Type': type,
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Security-Policy': PAGE_CSP,
        'Access-Control-Allow-Origin': '*',
      });
      res.end(body);
    };
    req.resume();
    if (url.pathname === '/api/messages' && req.method === 'GET') {
      return send(200, 'application/json', JSON.stringify([...listed(url)].reverse()));
    }
    if (url.pathname === '/api/messages' && req.method === 'DELETE') {
      messages.length = 0;
      if (dir) {
        for (const name of readdirSync(dir)) rmSync(join(dir, name), { force: true });
      }
      return send(200, 'application/json', '{}');
    }
    if (req.method !== 'GET') return send(405, 'text/plain', 'Method not allowed');
    const one = /^\/message\/([\w-]+)(\.eml)?$/.exec(url.pathname);
    if (one) {
      const mail = messages.find((m) => m.id === one[1]);
      if (!mail)
        return send(
          404,
          'text/html; charset=utf-8',
          page(
            'Not found',
            '<main><h1>No such message</h1><p><a href="/">All messages</a></p></main>',
          ),
        );
      if (one[2] && dir) {
        const file = join(dir, `${new Date(mail.date).getTime()}_${mail.id}.eml`);
        return send(200, 'message/rfc822', readFileSync(file));
      }
      // The mail's HTML is shown in a sandbox: no script runs, links open in a new tab.
      const framed = `<base target="_blank">${mail.html}`;
      return send(
        200,
        'text/html; charset=utf-8',
        page(
          mail.subject,
          `<header><h1>${escapeHtml(mail.subject)}</h1><a href="/">All messages</a></header><main>
<dl><dt>From</dt><dd>${escapeHtml(mail.from)}</dd><dt>To</dt><dd>${escapeHtml(mail.to.join(', '))}</dd>
<dt>Received</dt><dd><time datetime="${mail.date}">${mail.date}</time></dd>
<dt>Language</dt><dd>${escapeHtml(mail.headers['content-language'] ?? '')}</dd></dl>
${mail.html ? `<h2>HTML</h2><iframe title="HTML version of the message" sandbox="allow-popups allow-popups-to-escape-sandbox" srcdoc="${escapeHtml(framed)}"></iframe>` : ''}
<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>
${dir ? `<p><a href="/message/${mail.id}.eml">Raw message</a></p>` : ''}</main>`,
        ),
      );
    }
    if (url.pathname === '/') {
      const rows = [...listed(url)]
        .reverse()
        .map(
          (m) =>
            `<tr><td><time datetime="${m.date}">${m.date.replace('T', ' ').slice(0, 19)}</time></td><td>${escapeHtml(m.to.join(', '))}</td><td><a href="/message/${m.id}">${escapeHtml(m.subject || '(no subject)')}</a></td></tr>`,
        )
        .join('');
      return send(
        200,
        'text/html; charset=utf-8',
        page(
          'Local mail',
          `<header><h1>Local mail (${messages.length})</h1><p>Mail the local stack sent. Nothing here was delivered.</p></header>
<main>${rows ? `<table><caption class="visually-hidden">Messages, newest first</caption><thead><tr><th scope="col">Received (UTC)</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No mail yet.</p>'}</main>`,
        ),
      );
    }
    return send(404, 'text/plain', 'Not found');
  });

  /** @param {import('node:net').Server} server @param {number} port @param {string} what */
  const listen = (server, port, what) =>
    new Promise((resolveListen, reject) => {
      const onError = (/** @type {NodeJS.ErrnoException} */ error) =>
        reject(
          error.code === 'EADDRINUSE'
            ? new Error(
                `the mail catcher's ${what} port ${port} is already in use: stop what holds it or set ${what === 'SMTP' ? 'PORT_SMTP' : 'PORT_MAIL'}`,
              )
            : error,
        );
      server.once('error', onError);
      server.listen(port, host, () => {
        server.off('error', onError);
        resolveListen(undefined);
      });
    });

  await listen(smtp.server, smtpPort, 'SMTP');
  try {
    await listen(web, webPort, 'web');
  } catch (error) {
    await new Promise((resolveClose) => smtp.close(() => resolveClose(undefined)));
    throw error;
  }
  const boundSmtp = /** @type {import('node:net').AddressInfo} */ (smtp.server.address()).port;
  const boundWeb = /** @type {import('node:net').AddressInfo} */ (web.address()).port;
  return {
    smtpPort: boundSmtp,
    url: `http://localhost:${boundWeb}`,
    /** Every message kept, oldest first. */
    messages: () => [...messages],
    async stop() {
      web.closeAllConnections();
      await Promise.all([
        new Promise((resolveClose) => web.close(() => resolveClose(undefined))),
        new Promise((resolveClose) => smtp.close(() => resolveClose(undefined))),
      ]);
    },
  };
}
