// The specification: "the parent gets an on-screen confirmation with a reference number (and an
// e-mail when one was given)". The request queues its mail in the database's outbox in the same
// transaction; the stack runs the admission-mail edge function, which sends it through the
// stack's SMTP settings (here its mail catcher) and marks it sent. Read as a parent reads it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';
import { renderAdmissionMail } from '../functions/admission-mail/render.mjs';
import { freePort } from '../stack/http.mjs';
import { startStack } from '../stack/stack.mjs';
import {
  ANON_KEY,
  client,
  type Client,
  clientsByRole,
  mailsTo,
  nextMail,
  pgliteDataDir,
  type Role,
  SERVICE_ROLE_KEY,
  serviceClient,
  sleep,
  stacks,
  uniqueEmail,
} from './support';

const startYear = new Date().getUTCFullYear();
const schoolYear = `${startYear}-${startYear + 1}`;
const two = () => String(Math.floor(Math.random() * 100)).padStart(2, '0');

const request = (over: Record<string, unknown> = {}) => ({
  parent_name: 'Awa Traoré',
  // A phone of its own: requests without an e-mail are limited per phone number.
  phone: `+223 76 ${two()} ${two()} ${two()}`,
  email: uniqueEmail('parent') as string | null,
  child_name: `Moussa ${Math.random().toString(36).slice(2, 8)}`,
  child_birth_date: `${startYear - 7}-03-15`,
  level: 'primary',
  school_year: schoolYear,
  locale: 'fr',
  ...over,
});

/** Polls `check` until it returns something, or fails after `ms`. */
async function until<T>(what: string, check: () => Promise<T | null | undefined>, ms = 20_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const allMails = async (mailUrl: string) =>
  ((await (await fetch(`${mailUrl}/api/messages`)).json()) as unknown[]).length;

const expected = {
  fr: {
    subject: 'Pré-inscription reçue : dossier',
    level: 'Primaire',
    next: 'Le secrétariat vous appellera',
    dir: 'ltr',
  },
  ar: {
    subject: 'تم استلام التسجيل المسبق',
    level: 'الابتدائي',
    next: 'ستتصل بك الأمانة',
    dir: 'rtl',
  },
  en: {
    subject: 'Pre-registration received: file',
    level: 'Primary school',
    next: 'The office will call you',
    dir: 'ltr',
  },
} as const;

describe('the confirmation mail (no stack)', () => {
  const hostile = {
    reference: 'INS-ABCDEF',
    parent_name: '"><img src=x onerror=alert(1)>',
    child_name: '<script>alert(1)</script>',
    level: 'middle',
    school_year: '2026-2027',
    phone: '+223 76 00 00 00',
    school_name: 'École <b>&</b>',
    school_phone: '+223 20 22 45 67',
    school_email: 'contact@ecole.example',
    school_address: null,
  };

  it.each(['fr', 'ar', 'en'] as const)('escapes every value in %s', (locale) => {
    const mail = renderAdmissionMail(hostile, locale);
    expect(mail.language).toBe(locale);
    expect(mail.html).toContain(`<html lang="${locale}" dir="${expected[locale].dir}">`);
    expect(mail.html).not.toMatch(/<script|<img|<b>/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&quot;&gt;&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.html).toContain('École &lt;b&gt;&amp;&lt;/b&gt;');
    // The plain text says the names as they were typed.
    expect(mail.text).toContain('<script>alert(1)</script>');
    expect(mail.text).toContain('"><img src=x onerror=alert(1)>');
    expect(mail.subject).toContain('INS-ABCDEF');
    expect(mail.text).toContain('+223 76 00 00 00');
  });

  it('elides « de » before a child’s name starting with a vowel, in both parts of the French mail', () => {
    const child = (child_name: string) => renderAdmissionMail({ ...hostile, child_name }, 'fr');
    for (const part of ['text', 'html'] as const) {
      expect(child('Enfant')[part]).toContain('la pré-inscription d’Enfant en Collège');
      expect(child('Éric')[part]).toContain('la pré-inscription d’Éric en');
      expect(child('Moussa')[part]).toContain('la pré-inscription de Moussa en');
    }
  });

  it('falls back to French for an unknown language', () => {
    expect(renderAdmissionMail(hostile, 'de').language).toBe('fr');
  });
});

describe.each(stacks())('admission mail on $name', ({ url, mailUrl }) => {
  const service = serviceClient(url);

  const submit = async (sent: ReturnType<typeof request>, over: Record<string, unknown> = {}) => {
    const { data, error } = await client(url).rpc('submit_admission_request', {
      ...sent,
      email: sent.email ?? undefined,
      ...over,
    });
    expect(error).toBeNull();
    return data as string;
  };
  const outboxOf = async (reference: string) => {
    const row = await service
      .from('admission_requests')
      .select('id, admission_mail_outbox(*)')
      .eq('reference', reference)
      .maybeSingle();
    expect(row.error).toBeNull();
    return row.data;
  };

  it.each(['fr', 'ar', 'en'] as const)(
    'mails the parent once, in %s, with the reference',
    async (locale) => {
      const sent = request({
        locale,
        child_name: `<script>alert(1)</script> ${Math.random().toString(36).slice(2, 6)}`,
      });
      const reference = await submit(sent);
      const mail = await nextMail(mailUrl, sent.email!);
      const t = expected[locale];
      expect(mail.subject).toBe(
        locale === 'fr'
          ? `${t.subject} ${reference}`
          : locale === 'ar'
            ? `${t.subject}: الملف ${reference}`
            : `${t.subject} ${reference}`,
      );
      expect(mail.headers['content-language']).toBe(locale);
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain(reference);
        expect(part).toContain(t.level);
        expect(part).toContain(schoolYear);
        expect(part).toContain(t.next);
      }
      expect(mail.text).toContain(sent.child_name);
      expect(mail.html).toContain(`lang="${locale}" dir="${t.dir}"`);
      expect(mail.html).not.toContain('<script');
      expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
      // The school's contact, from the settings.
      expect(mail.text).toContain('contact@ecole.example');

      // Marked sent; a new run of the function (a restarted worker, a webhook delivered twice)
      // sends nothing more.
      const row = await until('the row marked sent', async () => {
        const r = await outboxOf(reference);
        const outbox = r?.admission_mail_outbox as { sent_at: string | null } | null;
        return outbox?.sent_at ? outbox : null;
      });
      expect(row).toMatchObject({ attempts: 1, last_error: null, locale });
      const again = await fetch(`${url}/functions/v1/admission-mail`, {
        method: 'POST',
        headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
      });
      expect(again.status).toBe(200);
      await again.arrayBuffer();
      expect(await mailsTo(mailUrl, sent.email!)).toHaveLength(1);
    },
  );

  it('mails nothing without an e-mail or when the honeypot is filled', async () => {
    // Other files' requests have had their mails sent: the count below is this test's.
    await until('an empty outbox', async () => {
      const pending = await service
        .from('admission_mail_outbox')
        .select('request_id', { count: 'exact', head: true })
        .is('sent_at', null);
      return pending.count === 0;
    });
    const before = await allMails(mailUrl);
    const noEmail = request({ email: null });
    const noEmailRef = await submit(noEmail);
    const trap = request();
    const trapRef = await submit(trap, { website: 'https://spam.example' });
    expect(trapRef).toMatch(/^INS-/);
    // A request with an e-mail, sent after both: once its mail is there, theirs would be too.
    const marker = request();
    await submit(marker);
    await nextMail(mailUrl, marker.email!);
    expect(await allMails(mailUrl)).toBe(before + 1);
    expect(await mailsTo(mailUrl, trap.email!)).toHaveLength(0);
    expect((await outboxOf(noEmailRef))?.admission_mail_outbox).toBeNull();
    expect(await outboxOf(trapRef)).toBeNull();
  });

  describe('the outbox', () => {
    let clients: Record<Role, Client>;
    beforeAll(async () => {
      clients = await clientsByRole(url);
    });

    it('is neither readable nor writable by anon or any signed-in role', async () => {
      const sent = request();
      const reference = await submit(sent);
      await nextMail(mailUrl, sent.email!);
      const id = (await outboxOf(reference))!.id;
      const fake = {
        request_id: id,
        recipient: 'victim@test.example',
        locale: 'fr',
        payload: {},
      };
      for (const role of ['anon', 'student', 'teacher', 'admin', 'super_admin'] as Role[]) {
        const c = clients[role];
        const read = await c.from('admission_mail_outbox').select('*');
        expect({ role, code: read.error?.code, data: read.data }).toEqual({
          role,
          code: '42501',
          data: null,
        });
        const insert = await c.from('admission_mail_outbox').insert(fake);
        expect({ role, code: insert.error?.code }).toEqual({ role, code: '42501' });
        const update = await c
          .from('admission_mail_outbox')
          .update({ recipient: 'victim@test.example', sent_at: null })
          .eq('request_id', id);
        expect({ role, code: update.error?.code }).toEqual({ role, code: '42501' });
        const remove = await c.from('admission_mail_outbox').delete().eq('request_id', id);
        expect({ role, code: remove.error?.code }).toEqual({ role, code: '42501' });
        const claim = await c.rpc('claim_admission_mails', { max_count: 100 });
        expect({ role, failed: claim.error !== null }).toEqual({ role, failed: true });
        const finish = await c.rpc('finish_admission_mail', { request_id: id, error: 'x' });
        expect({ role, failed: finish.error !== null }).toEqual({ role, failed: true });
        // The function runs for the service role only.
        const token = (await c.auth.getSession()).data.session?.access_token ?? ANON_KEY;
        const call = await fetch(`${url}/functions/v1/admission-mail`, {
          method: 'POST',
          headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
        });
        expect({ role, status: call.status }).toEqual({ role, status: 401 });
        await call.arrayBuffer();
      }
      // Untouched: still the parent's address, still sent once.
      const row = (await outboxOf(reference))?.admission_mail_outbox as {
        recipient: string;
        sent_at: string | null;
      };
      expect(row.recipient).toBe(sent.email);
      expect(row.sent_at).not.toBeNull();
      expect(await mailsTo(mailUrl, 'victim@test.example')).toHaveLength(0);
      expect(await mailsTo(mailUrl, sent.email!)).toHaveLength(1);
    });
  });
});

describe('a mail server that is down (PGlite stack of its own)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'school-admission-mail-'));
  let dataDir = '';
  let smtpPort: number;
  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  let smtp: SMTPServer | null = null;
  const received: { to: string; subject: string; text: string }[] = [];
  const start = async () => {
    stack = await startStack({
      port: 0,
      dataDir,
      log: () => undefined,
      trustedProxies: ['127.0.0.1', '::1'],
      smtp: { host: '127.0.0.1', port: smtpPort },
    });
    return stack;
  };

  beforeAll(async () => {
    smtpPort = await freePort();
    dataDir = pgliteDataDir(join(dir, 'pglite'));
    await start();
  });
  afterAll(async () => {
    await stack?.stop();
    await new Promise((resolve) =>
      smtp ? smtp.close(() => resolve(undefined)) : resolve(undefined),
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the mail pending, sends it once the server answers, and never twice', async () => {
    const running = stack!;
    const sent = request();
    const { data: reference, error } = await client(running.url).rpc('submit_admission_request', {
      ...sent,
      email: sent.email!,
    });
    expect(error).toBeNull();
    const service = serviceClient(running.url);
    const pending = async () =>
      (
        await service
          .from('admission_mail_outbox')
          .select('*, admission_requests!inner(reference)')
          .eq('admission_requests.reference', reference!)
          .single()
      ).data;
    const failed = await until('a failed attempt', async () => {
      const row = await pending();
      return row && row.attempts >= 1 && row.last_error ? row : null;
    });
    expect(failed.sent_at).toBeNull();
    expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now());
    // The stack still answers.
    expect((await fetch(`${running.url}/auth/v1/health`)).status).toBe(200);

    // The server comes up; the retry is made due now rather than in 30 s.
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream).then((mail) => {
          received.push({
            to: (Array.isArray(mail.to) ? mail.to[0] : mail.to)?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
          });
          callback();
        }, callback);
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
    const due = await service
      .from('admission_mail_outbox')
      .update({ next_attempt_at: new Date().toISOString() })
      .eq('request_id', failed.request_id);
    expect(due.error).toBeNull();
    const run = await fetch(`${running.url}/functions/v1/admission-mail`, {
      method: 'POST',
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    // The stack's worker may be mid-run (it also runs the newsletter's sender) and take the row
    // first: this run then finds it leased. Either way it is sent once, on the second attempt.
    expect(run.status).toBe(200);
    await run.arrayBuffer();
    const done = await until('the row sent', async () => {
      const row = await pending();
      return row?.sent_at ? row : null;
    });
    expect(done.attempts).toBe(2);
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toBe(sent.email);
    expect(received[0]!.subject).toContain(reference!);

    // A restarted stack (its worker runs at start) sends nothing again.
    await running.stop();
    const restarted = await start();
    const again = await fetch(`${restarted.url}/functions/v1/admission-mail`, {
      method: 'POST',
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    expect(await again.json()).toEqual({ sent: 0, failed: 0 });
    expect(received).toHaveLength(1);
  }, 120_000);
});
