// The auth service's mail: the templates a hosted project is given (config.toml's
// [auth.email.template.<type>] subject and content_path), rendered as Supabase Auth renders
// them, plus a plain-text part from `<name>.txt` beside each HTML file, sent over SMTP
// (SMTP_HOST …, or the stack's own mail catcher). Sending happens after the answer: a request
// never waits on, or reveals anything through, the mail server.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import nodemailer from 'nodemailer';
import { escapeHtml, parseTemplate, renderTemplate } from './go-template.mjs';

/** The mails the stack sends, by Supabase Auth's template names. */
export const MAIL_TYPES = /** @type {const} */ (['invite', 'recovery', 'email_change']);
/** @typedef {(typeof MAIL_TYPES)[number]} MailType */

/**
 * Reads the sections and string values of a TOML file (the subset config.toml uses: `[a.b]`
 * headers, `key = "basic"` and `key = 'literal'` strings; everything else is skipped).
 * @param {string} text @returns {Record<string, Record<string, string>>}
 */
export function readTomlStrings(text) {
  /** @type {Record<string, Record<string, string>>} */
  const sections = {};
  let current = '';
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const header = /^\[([^\]]+)\]$/.exec(line);
    if (header) {
      current = /** @type {string} */ (header[1]).trim();
      continue;
    }
    const pair = /^([A-Za-z0-9_-]+)\s*=\s*("(?:[^"\\]|\\.)*"|'[^']*')\s*(#.*)?$/.exec(line);
    if (!pair) continue;
    const quoted = /** @type {string} */ (pair[2]);
    const value = quoted.startsWith('"') ? JSON.parse(quoted) : quoted.slice(1, -1);
    (sections[current] ??= {})[/** @type {string} */ (pair[1])] = value;
  }
  return sections;
}

/**
 * The compiled subject, HTML and text templates of each mail.
 * @param {string} configFile config.toml (content paths are relative to its project, the folder above)
 */
export function loadMailTemplates(configFile) {
  const sections = readTomlStrings(readFileSync(configFile, 'utf8'));
  const projectDir = dirname(dirname(configFile));
  /** @type {Record<string, { subject: ReturnType<typeof parseTemplate>; html: ReturnType<typeof parseTemplate>; text: ReturnType<typeof parseTemplate> | null }>} */
  const templates = {};
  for (const type of MAIL_TYPES) {
    const section = sections[`auth.email.template.${type}`];
    if (!section?.subject || !section.content_path) {
      throw new Error(
        `config.toml has no subject and content_path for [auth.email.template.${type}]`,
      );
    }
    const htmlFile = resolve(projectDir, section.content_path);
    const textFile = htmlFile.replace(/\.html$/, '.txt');
    templates[type] = {
      subject: parseTemplate(section.subject),
      html: parseTemplate(readFileSync(htmlFile, 'utf8')),
      text: existsSync(textFile) ? parseTemplate(readFileSync(textFile, 'utf8')) : null,
    };
  }
  return templates;
}

/**
 * @typedef {object} MailData  what Supabase Auth gives a template
 * @property {string} SiteURL
 * @property {string} ConfirmationURL
 * @property {string} Email
 * @property {string} [NewEmail]
 * @property {string} Token
 * @property {string} TokenHash
 * @property {string} RedirectTo
 * @property {Record<string, unknown>} Data  the user's user_metadata
 */

/**
 * @param {ReturnType<typeof loadMailTemplates>} templates @param {MailType} type @param {MailData} data
 */
export function renderMail(templates, type, data) {
  const template = /** @type {NonNullable<(typeof templates)[string]>} */ (templates[type]);
  const html = renderTemplate(template.html, { ...data }, escapeHtml).trim();
  return {
    // Supabase Auth renders subjects with html/template too; they hold no markup here.
    subject: renderTemplate(template.subject, { ...data }, (value) => value).trim(),
    html,
    text: template.text ? renderTemplate(template.text, { ...data }, (value) => value).trim() : '',
    language: /lang="(fr|ar|en)"/.exec(html)?.[1] ?? 'fr',
  };
}

/**
 * @param {{ smtp: { host: string; port: number; user?: string; pass?: string }; sender: { name: string; email: string };
 *   configFile: string; log: (line: string) => void }} options
 */
export function createMailer({ smtp, sender, configFile, log }) {
  const templates = loadMailTemplates(configFile);
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.port === 465,
    auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? '' } : undefined,
    // Bounded, so a mail server that hangs never piles up work.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  /** @type {Set<Promise<void>>} */
  const inFlight = new Set();

  return {
    /**
     * Renders and sends one mail in the background; a failure is logged (as Supabase Auth logs
     * it), never shown to whoever asked.
     * @param {MailType} type @param {string} to @param {MailData} data
     */
    send(type, to, data) {
      const mail = renderMail(templates, type, data);
      const sending = transport
        .sendMail({
          from: { name: sender.name, address: sender.email },
          to,
          subject: mail.subject,
          text: mail.text || undefined,
          html: mail.html,
          headers: { 'Content-Language': mail.language },
        })
        .then(
          () => undefined,
          (error) =>
            log(`mail to ${to} (${type}) not sent: ${/** @type {Error} */ (error).message}`),
        )
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    /** Waits for the mails being sent (a stop lets them go out). */
    async drain() {
      await Promise.allSettled([...inFlight]);
      transport.close();
    },
  };
}
