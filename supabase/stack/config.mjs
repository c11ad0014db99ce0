// The stack's settings: the Supabase CLI's local defaults, each overridable by environment.
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const supabaseDir = resolve(fileURLToPath(new URL('..', import.meta.url)));

// The Supabase CLI's local demo secret and keys: public by design, identical on every local
// Supabase, never to be used on a hosted project.
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';

/**
 * @typedef {object} StackConfig
 * @property {number} port            TCP port of the single HTTP origin (0: any free port)
 * @property {string} host            address to bind
 * @property {string | undefined} databaseUrl  Postgres to use instead of the embedded PGlite
 * @property {string} dataDir         PGlite data and stored files
 * @property {string} jwtSecret
 * @property {string} anonKey
 * @property {string} serviceRoleKey
 * @property {number} jwtExpiry       access token lifetime, seconds
 * @property {string} migrationsDir
 * @property {string | null} seedFile null: no seed
 * @property {string} seedStorageDir  files to upload into buckets on first seed
 * @property {number} refreshTokenReuseIntervalMs  a rotated refresh token still answers this long
 * @property {string[]} allowedOrigins  browser origins besides this machine's allowed on the realtime socket ('*': any)
 * @property {number} restMaxBodyBytes  largest /rest/v1 request body
 * @property {number} maxJsonDepth      deepest JSON nesting accepted in a body or a query
 * @property {number} signInSignUpRateLimit  sign-ins and sign-ups per client address per 5 minutes
 * @property {number} formRateLimitFactor  multiplies the database's contact and newsletter limits
 * @property {string[]} trustedProxies  peers whose X-Forwarded-For names the client
 * @property {number} drainMs           how long a stop waits for requests in flight
 * @property {number} renderConcurrency  image transformations running at once
 * @property {number} renderCacheBytes   disk the kept image transformations may take
 * @property {boolean} enableSignup     public self sign-up (GoTrue's enable_signup; off: invitations only)
 * @property {string} siteUrl           the site's origin, the default and always-allowed redirect
 * @property {string[]} additionalRedirectUrls  other origins or addresses a mail link may lead to
 * @property {number} minimumPasswordLength
 * @property {number} mailerOtpExpSeconds  how long a mailed link (recovery, invitation, e-mail change) works
 * @property {number} flowStateExpirySeconds  how long a PKCE flow may take, from its request to the code exchange
 * @property {number} emailMaxFrequencySeconds  least time between two mails to one address
 * @property {number} emailSentRateLimit  mails asked for per client address per hour
 * @property {number} signInPerEmailRateLimit  failed sign-ins per e-mail address per 5 minutes
 * @property {number} tokenVerificationRateLimit  link and code checks per client address per 5 minutes
 * @property {{ host: string; port: number; user?: string; pass?: string } | null} smtp  null: the stack's mail catcher
 * @property {{ name: string; email: string }} mailSender
 * @property {number} mailCatcherPort   the mail catcher's web page (0: any free port)
 * @property {number} mailCatcherSmtpPort  the mail catcher's SMTP port (0: any free port)
 * @property {string} configFile        config.toml (mail templates)
 * @property {number} outboxIntervalMs  how often pending admission mails are looked for (besides right after each request)
 * @property {(line: string) => void} log
 */

/** @param {Record<string, string | undefined>} env @param {Partial<StackConfig>} [overrides] @returns {StackConfig} */
export function configFromEnv(env = process.env, overrides = {}) {
  const rawPort = env.PORT_SUPABASE;
  // Number(' ') is 0 (any free port): a blank or padded value is a mistake, not a request for one.
  const port =
    rawPort === undefined || rawPort === ''
      ? 54321
      : /^\d{1,5}$/.test(rawPort)
        ? Number(rawPort)
        : NaN;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT_SUPABASE must be a TCP port number (0-65535), got "${rawPort}"`);
  }
  if (env.DATABASE_URL) checkDatabaseUrl(env.DATABASE_URL);
  /** @param {string} name @param {number} fallback */
  const positive = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value <= 0) {
      throw new Error(`${name} must be a positive whole number, got "${raw}"`);
    }
    return value;
  };
  /** @param {string} name @param {number} fallback */
  const portOf = (name, fallback) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = /^\d{1,5}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isInteger(value) || value > 65535) {
      throw new Error(`${name} must be a TCP port number (0-65535), got "${raw}"`);
    }
    return value;
  };
  const jwtExpiry = env.JWT_EXPIRY ? Number(env.JWT_EXPIRY) : 3600;
  // GoTrue's GOTRUE_SECURITY_REFRESH_TOKEN_REUSE_INTERVAL, in seconds (10 by default).
  const reuseSeconds = env.REFRESH_TOKEN_REUSE_INTERVAL
    ? Number(env.REFRESH_TOKEN_REUSE_INTERVAL)
    : 10;
  return {
    port,
    host: env.SUPABASE_HOST ?? '127.0.0.1',
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(env.SUPABASE_DATA_DIR ?? resolve(supabaseDir, '.data')),
    jwtSecret: env.JWT_SECRET ?? DEMO_JWT_SECRET,
    anonKey: env.ANON_KEY ?? DEMO_ANON_KEY,
    serviceRoleKey: env.SERVICE_ROLE_KEY ?? DEMO_SERVICE_ROLE_KEY,
    jwtExpiry: Number.isFinite(jwtExpiry) && jwtExpiry > 0 ? jwtExpiry : 3600,
    refreshTokenReuseIntervalMs:
      (Number.isFinite(reuseSeconds) && reuseSeconds >= 0 ? reuseSeconds : 10) * 1000,
    migrationsDir: resolve(supabaseDir, 'migrations'),
    seedFile: env.SUPABASE_NO_SEED === '1' ? null : resolve(supabaseDir, 'seed.sql'),
    seedStorageDir: resolve(supabaseDir, 'seed', 'storage'),
    allowedOrigins: (env.SUPABASE_ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((o) => o.trim())
      .filter(Boolean),
    restMaxBodyBytes: positive('REST_MAX_BODY_BYTES', 2 * 1024 * 1024),
    maxJsonDepth: positive('MAX_JSON_DEPTH', 64),
    // config.toml's [auth.rate_limit] sign_in_sign_ups: 30 per 5 minutes per IP on the CLI and
    // on hosted projects.
    signInSignUpRateLimit: positive('AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS', 30),
    // The contact and newsletter limits are in the database (private.write_limits); this only
    // scales them, for suites that send many messages from one browser.
    formRateLimitFactor: positive('FORM_RATE_LIMIT_FACTOR', 1),
    // Behind a reverse proxy, its address: the client is then the last X-Forwarded-For entry.
    trustedProxies: (env.SUPABASE_TRUSTED_PROXIES ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
    drainMs: positive('SUPABASE_DRAIN_MS', 5000),
    // Image transformations (/storage/v1/render/image): how many run at once (each uses up to
    // every core libvips is given), and how much disk their kept results may take.
    renderConcurrency: positive('STORAGE_RENDER_CONCURRENCY', 2),
    renderCacheBytes: positive('STORAGE_RENDER_CACHE_MB', 512) * 1024 * 1024,
    // Supabase Auth's [auth] settings (config.toml), named as the CLI names them.
    enableSignup: env.AUTH_ENABLE_SIGNUP === 'true' || env.AUTH_ENABLE_SIGNUP === '1',
    siteUrl: (env.AUTH_SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, ''),
    additionalRedirectUrls: (env.AUTH_ADDITIONAL_REDIRECT_URLS ?? '')
      .split(',')
      .map((u) => u.trim())
      .filter(Boolean),
    minimumPasswordLength: positive('AUTH_MINIMUM_PASSWORD_LENGTH', 10),
    mailerOtpExpSeconds: positive('MAILER_OTP_EXP', 3600),
    flowStateExpirySeconds: positive('AUTH_FLOW_STATE_EXPIRY', 300),
    emailMaxFrequencySeconds: positive('AUTH_EMAIL_MAX_FREQUENCY', 60),
    emailSentRateLimit: positive('AUTH_RATE_LIMIT_EMAIL_SENT', 30),
    signInPerEmailRateLimit: positive('AUTH_RATE_LIMIT_SIGN_IN_PER_EMAIL', 10),
    tokenVerificationRateLimit: positive('AUTH_RATE_LIMIT_TOKEN_VERIFICATIONS', 30),
    smtp: env.SMTP_HOST
      ? {
          host: env.SMTP_HOST,
          port: portOf('SMTP_PORT', 587),
          user: env.SMTP_USER || undefined,
          pass: env.SMTP_PASS || undefined,
        }
      : null,
    mailSender: {
      name: env.SMTP_SENDER_NAME ?? 'Complexe Scolaire Islamique',
      email: env.SMTP_ADMIN_EMAIL ?? 'no-reply@ecole.example',
    },
    // The CLI's Inbucket/Mailpit ports. A stack on any free port (tests) takes free ones too.
    mailCatcherPort: portOf('PORT_MAIL', (overrides.port ?? port) === 0 ? 0 : 54324),
    mailCatcherSmtpPort: portOf('PORT_SMTP', (overrides.port ?? port) === 0 ? 0 : 54325),
    configFile: resolve(supabaseDir, 'config.toml'),
    outboxIntervalMs: positive('OUTBOX_INTERVAL_MS', 30_000),
    log: (line) => console.log(line),
    ...overrides,
  };
}

/**
 * A DATABASE_URL must be a postgres:// URL with a host; a typo otherwise surfaces much later as
 * a confusing DNS error ("ENOTFOUND base").
 * @param {string} value
 */
export function checkDatabaseUrl(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      'DATABASE_URL is not a URL: expected postgres://user:password@host:5432/database',
    );
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') {
    throw new Error(
      `DATABASE_URL must start with postgres:// or postgresql://, got "${url.protocol}//"`,
    );
  }
  if (!url.hostname)
    throw new Error(
      'DATABASE_URL has no host: expected postgres://user:password@host:5432/database',
    );
}
