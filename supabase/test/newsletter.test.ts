// Issue 38, part 4: a newsletter that sends. Subscribing asks for a language and mails a
// confirmation (double opt-in); the links of the mails (functions/newsletter) confirm, change
// the language and unsubscribe, by a token nobody but the recipient holds; an admin sends a
// published news item to the confirmed subscribers, each in their language, through the outbox
// (functions/newsletter-mail), with RFC 8058's one-click unsubscribe. Played here with the real
// supabase-js per role, and with fetch as a browser and a mail client play the links.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import {
  newsletterLinks,
  renderConfirmMail,
  renderIssueMail,
} from '../functions/newsletter-mail/render.mjs';
import { freePort } from '../stack/http.mjs';
import { startStack } from '../stack/stack.mjs';
import {
  client,
  type Client,
  clientsByRole,
  linkIn,
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

async function until<T>(what: string, check: () => Promise<T | null | undefined>, ms = 30_000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

const CONFIRM_SUBJECT = {
  fr: 'Confirmez votre abonnement',
  ar: 'أكِّدوا اشتراككم',
  en: 'Confirm your subscription',
} as const;
const PAGE = {
  confirmed: {
    fr: 'votre abonnement est confirmé',
    ar: 'تم تأكيد اشتراككم',
    en: 'your subscription is confirmed',
  },
  already: { fr: 'déjà confirmé', ar: 'مؤكدًا من قبل', en: 'already confirmed' },
  unknown: {
    fr: 'Ce lien n’est plus valable',
    ar: 'هذا الرابط لم يعد صالحًا',
    en: 'This link is no longer valid',
  },
} as const;

describe('the newsletter mails (no stack)', () => {
  const links = newsletterLinks('https://api.example/functions/v1', 'a'.repeat(96), 'ar');
  const issue = {
    school_name: 'École <b>&</b>',
    title_fr: 'Rentrée <script>',
    title_ar: null,
    title_en: 'Back to school',
    excerpt_fr: 'Le résumé & la suite',
    excerpt_en: 'The summary',
    slug_fr: 'rentree',
    slug_ar: 'rentree',
    slug_en: 'back-to-school',
  };

  it('marks the French version in an Arabic mail, escapes staff text and links the Arabic page', () => {
    const mail = renderIssueMail(issue, 'ar', links, 'https://ecole.example');
    expect(mail.language).toBe('ar');
    expect(mail.translated).toBe(false);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<div lang="fr" dir="ltr">');
    expect(mail.html).toContain('هذا الخبر متوفر بالفرنسية فقط.');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain('Rentrée &lt;script&gt;');
    expect(mail.articleUrl).toBe('https://ecole.example/ar/news/rentree');
    expect(mail.text).toContain(links.unsubscribe);
    expect(mail.text).toContain(links.manage);
  });

  it('sends the English version when there is one, at its own address', () => {
    const mail = renderIssueMail(issue, 'en', links, 'https://ecole.example/');
    expect(mail.translated).toBe(true);
    expect(mail.subject).toBe('Back to school');
    expect(mail.html).not.toContain('lang="fr"');
    expect(mail.articleUrl).toBe('https://ecole.example/en/news/back-to-school');
  });

  it('asks for confirmation in each language, the link in both parts', () => {
    for (const locale of ['fr', 'ar', 'en'] as const) {
      const mail = renderConfirmMail({ school_name: 'CSI' }, locale, links);
      expect(mail.subject).toContain(CONFIRM_SUBJECT[locale]);
      expect(mail.text).toContain(links.confirm);
      expect(mail.html).toContain(links.confirm.replaceAll('&', '&amp;'));
    }
  });
});

describe.each(stacks())('the newsletter on $name', ({ url, mailUrl }) => {
  const service = serviceClient(url);
  let clients: Record<Role, Client>;
  beforeAll(async () => {
    clients = await clientsByRole(url);
  });

  const subscribe = async (email: string, locale: 'fr' | 'ar' | 'en') => {
    // A visitor of their own: the per-client limit is not this test's subject.
    const { error } = await client(url).rpc('subscribe_newsletter', { email, locale });
    expect(error).toBeNull();
  };
  const row = async (email: string) =>
    (
      await service
        .from('newsletter_subscribers')
        .select('id, locale, confirmed_at, token')
        .eq('email', email)
        .maybeSingle()
    ).data;
  const confirmLink = async (email: string) =>
    linkIn(await nextMail(mailUrl, email), `${url}/functions/v1/newsletter?a=confirm`);
  const post = (link: string, body: Record<string, string>) =>
    fetch(link, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
    });

  it.each(['fr', 'ar', 'en'] as const)(
    'confirms a subscription in %s by a button on the link’s page, once',
    async (locale) => {
      const email = uniqueEmail(`news-${locale}`);
      await subscribe(email, locale);
      const mail = await nextMail(mailUrl, email);
      expect(mail.subject).toContain(CONFIRM_SUBJECT[locale]);
      expect(mail.headers['content-language']).toBe(locale);
      const link = linkIn(mail, `${url}/functions/v1/newsletter?a=confirm`);

      // Opening the link (a mail scanner does) confirms nothing: the page asks.
      const opened = await fetch(link);
      expect(opened.status).toBe(200);
      const html = await opened.text();
      expect(html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
      expect(html).toContain(email);
      expect((await row(email))?.confirmed_at).toBeNull();

      const token = new URL(link).searchParams.get('t')!;
      const confirmed = await post(link, { a: 'confirm', t: token, lang: locale });
      expect(confirmed.status).toBe(200);
      expect(await confirmed.text()).toContain(PAGE.confirmed[locale]);
      expect((await row(email))?.confirmed_at).not.toBeNull();

      // Used twice: a harmless page, nothing changes.
      const twice = await post(link, { a: 'confirm', t: token, lang: locale });
      expect(twice.status).toBe(200);
      expect(await twice.text()).toContain(PAGE.already[locale]);
    },
  );

  it.each(['fr', 'ar', 'en'] as const)(
    'answers a forged link in %s with a harmless page',
    async (locale) => {
      for (const t of ['f'.repeat(96), 'not-a-token', '']) {
        const base = `${url}/functions/v1/newsletter?t=${t}&lang=${locale}`;
        for (const answer of [
          await fetch(`${base}&a=confirm`),
          await post(`${base}&a=confirm`, {}),
          await post(`${base}&a=unsubscribe`, {}),
          await fetch(`${base}&a=manage`),
        ]) {
          expect(answer.status).toBe(404);
          const html = await answer.text();
          expect(html).toContain(PAGE.unknown[locale]);
          expect(html).toContain(`lang="${locale}"`);
        }
      }
    },
  );

  it('gives the same answer for a new, a waiting and a confirmed address, and mails only the first two', async () => {
    // Waiting: asked again, in the language chosen now.
    const waiting = uniqueEmail('news-again');
    await subscribe(waiting, 'fr');
    await confirmLink(waiting);
    // Marked sent after the mail went (until then, one more subscription adds no second mail).
    await until('the confirmation marked sent', async () => {
      const { data } = await service
        .from('newsletter_outbox')
        .select('sent_at')
        .eq('recipient', waiting)
        .not('sent_at', 'is', null);
      return (data?.length ?? 0) > 0;
    });
    await subscribe(waiting, 'en');
    await nextMail(mailUrl, waiting, 2);
    expect((await row(waiting))?.locale).toBe('en');
    // Confirmed: the same empty answer, no mail, the language kept.
    const email = uniqueEmail('news-confirmed');
    await subscribe(email, 'en');
    const link = await confirmLink(email);
    const token = new URL(link).searchParams.get('t')!;
    expect((await post(link, { a: 'confirm', t: token })).status).toBe(200);
    await subscribe(email, 'ar');
    // A marker subscription after it: once its mail is there, a mail to `email` would be too.
    const marker = uniqueEmail('news-marker');
    await subscribe(marker, 'fr');
    await nextMail(mailUrl, marker);
    expect(await mailsTo(mailUrl, email)).toHaveLength(1);
    expect((await row(email))?.locale).toBe('en');
  });

  it('refuses a bad address or language with a clear error and stores nothing', async () => {
    const bad = await client(url).rpc('subscribe_newsletter', {
      email: 'pas-une-adresse',
      locale: 'fr',
    });
    expect(bad.error?.message).toBe('email is not a valid address');
    const email = uniqueEmail('news-lang');
    const lang = await client(url).rpc('subscribe_newsletter', { email, locale: 'de' });
    expect(lang.error?.message).toBe('locale must be fr, ar or en');
    expect(await row(email)).toBeNull();
  });

  it('keeps subscribers, tokens and the outbox from every API role but the service role', async () => {
    const email = uniqueEmail('news-rls');
    await subscribe(email, 'fr');
    const subscriber = (await row(email))!;
    await nextMail(mailUrl, email);
    for (const role of ['anon', 'student', 'teacher', 'admin', 'super_admin'] as Role[]) {
      const c = clients[role];
      const tokens = await c.from('newsletter_subscribers').select('token');
      expect({ role, code: tokens.error?.code }).toEqual({ role, code: '42501' });
      const list = await c
        .from('newsletter_subscribers')
        .select('id, email')
        .eq('id', subscriber.id);
      const admin = role === 'admin' || role === 'super_admin';
      expect({ role, rows: list.data?.length ?? 0 }).toEqual({ role, rows: admin ? 1 : 0 });
      const update = await c
        .from('newsletter_subscribers')
        .update({ confirmed_at: new Date().toISOString() })
        .eq('id', subscriber.id);
      expect({ role, code: update.error?.code }).toEqual({ role, code: '42501' });
      const outbox = await c.from('newsletter_outbox').select('*');
      expect({ role, code: outbox.error?.code }).toEqual({ role, code: '42501' });
      const insert = await c
        .from('newsletter_outbox')
        .insert({ kind: 'confirm', recipient: 'victim@test.example' });
      expect({ role, code: insert.error?.code }).toEqual({ role, code: '42501' });
      for (const [name, args] of [
        ['confirm_newsletter', { token: subscriber.token }],
        ['unsubscribe_newsletter', { token: subscriber.token }],
        ['set_newsletter_locale', { token: subscriber.token, locale: 'ar' }],
        ['newsletter_subscription', { token: subscriber.token }],
        ['claim_newsletter_mails', { max_count: 100 }],
        ['forget_unconfirmed_newsletter_subscribers', {}],
      ] as const) {
        const call = await c.rpc(name as 'confirm_newsletter', args as { token: string });
        expect({ role, name, failed: call.error !== null }).toEqual({ role, name, failed: true });
      }
      const summary = await c.rpc('newsletter_summary');
      expect({ role, failed: summary.error !== null }).toEqual({ role, failed: !admin });
      const sendings = await c.rpc('newsletter_sendings');
      expect({ role, failed: sendings.error !== null }).toEqual({ role, failed: !admin });
      // The sendings themselves: read by admins, written by nobody (send_newsletter only).
      const issues = await c.from('newsletter_issues').select('id');
      expect({ role, error: issues.error?.code ?? null }).toEqual({
        role,
        error: role === 'anon' ? '42501' : null,
      });
      if (!admin) expect({ role, rows: issues.data?.length ?? 0 }).toEqual({ role, rows: 0 });
      const fakeIssue = await c
        .from('newsletter_issues')
        .insert({ content_id: '00000000-0000-0000-0000-000000000000' });
      expect({ role, code: fakeIssue.error?.code }).toEqual({ role, code: '42501' });
    }
    // Untouched.
    const after = (await row(email))!;
    expect(after.confirmed_at).toBeNull();
    expect(after.locale).toBe('fr');
    expect(await mailsTo(mailUrl, 'victim@test.example')).toHaveLength(0);
  });

  it('sends a news item once to each confirmed subscriber in their language; one click unsubscribes', async () => {
    const people = {
      fr: uniqueEmail('issue-fr'),
      ar: uniqueEmail('issue-ar'),
      en: uniqueEmail('issue-en'),
    };
    for (const [locale, email] of Object.entries(people)) {
      await subscribe(email, locale as 'fr');
      const link = await confirmLink(email);
      expect(
        (await post(link, { a: 'confirm', t: new URL(link).searchParams.get('t')! })).status,
      ).toBe(200);
    }
    const waiting = uniqueEmail('issue-waiting');
    await subscribe(waiting, 'fr');
    await nextMail(mailUrl, waiting);

    const suffix = Math.random().toString(36).slice(2, 8);
    const created = await clients.admin
      .from('content_management')
      .insert({
        title: `Fermeture exceptionnelle ${suffix}`,
        title_en: `Exceptional closure ${suffix}`,
        excerpt: 'L’école est fermée lundi.',
        excerpt_en: 'The school is closed on Monday.',
        content: 'Texte complet.',
        content_en: 'Full text.',
        type: 'news',
        status: 'published',
      })
      .select('id')
      .single();
    expect(created.error).toBeNull();
    const contentId = created.data!.id;

    // A teacher does not publish, so does not send; a draft or a blog post is refused.
    const teacher = await clients.teacher.rpc('send_newsletter', { content_id: contentId });
    expect(teacher.error?.code).toBe('42501');

    const sent = await clients.admin.rpc('send_newsletter', { content_id: contentId });
    expect(sent.error).toBeNull();
    expect(sent.data).toBeGreaterThanOrEqual(3);
    const again = await clients.admin.rpc('send_newsletter', { content_id: contentId });
    expect(again.error).toMatchObject({
      code: '23505',
      message: 'this news item was already sent',
    });

    const fr = await nextMail(mailUrl, people.fr, 2);
    expect(fr.subject).toBe(`Fermeture exceptionnelle ${suffix}`);
    expect(fr.text).toContain('/news/');
    const en = await nextMail(mailUrl, people.en, 2);
    expect(en.subject).toBe(`Exceptional closure ${suffix}`);
    expect(en.text).toContain('/en/news/');
    const ar = await nextMail(mailUrl, people.ar, 2);
    // No Arabic version: the French one, marked, in an Arabic mail.
    expect(ar.subject).toBe(`Fermeture exceptionnelle ${suffix}`);
    expect(ar.html).toContain('<html lang="ar" dir="rtl">');
    expect(ar.html).toContain('<div lang="fr" dir="ltr">');
    expect(ar.text).toContain('هذا الخبر متوفر بالفرنسية فقط.');
    for (const mail of [fr, en, ar]) {
      expect(mail.html).toContain('<html');
      expect(mail.text.length).toBeGreaterThan(0);
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      expect(mail.headers['list-unsubscribe']).toMatch(
        new RegExp(
          `^<${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/functions/v1/newsletter\\?a=unsubscribe&t=[0-9a-f]{96}&lang=(fr|ar|en)>$`,
        ),
      );
    }

    // The progress the back office shows, once every row is sent.
    const progress = await until('the sending finished', async () => {
      const { data } = await clients.admin.rpc('newsletter_sendings');
      const mine = data?.find((s) => s.content_id === contentId);
      return mine && Number(mine.pending) === 0 ? mine : null;
    });
    expect(Number(progress.sent)).toBe(sent.data);
    expect(Number(progress.failed)).toBe(0);
    // Once each, the waiting address nothing.
    for (const email of Object.values(people))
      expect(await mailsTo(mailUrl, email)).toHaveLength(2);
    expect(await mailsTo(mailUrl, waiting)).toHaveLength(1);

    // One click (RFC 8058): a POST with no key and no page; the address is deleted, counted.
    const before = (await clients.admin.rpc('newsletter_summary')).data![0]!;
    const unsubscribe = en.headers['list-unsubscribe']!.slice(1, -1);
    const click = await fetch(unsubscribe, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(click.status).toBe(200);
    expect(await row(people.en)).toBeNull();
    const after = (await clients.admin.rpc('newsletter_summary')).data![0]!;
    expect(Number(after.unsubscribed)).toBe(Number(before.unsubscribed) + 1);
    // The sending's figures keep the mail sent, without the address.
    const stillSent = (await clients.admin.rpc('newsletter_sendings')).data!.find(
      (s) => s.content_id === contentId,
    )!;
    expect(Number(stillSent.sent)).toBe(sent.data);
    // The link opened again: a harmless page.
    const reopened = await fetch(unsubscribe);
    expect(reopened.status).toBe(404);
    expect(await reopened.text()).toContain(PAGE.unknown.en);
  });

  it('changes the language from the manage page', async () => {
    const email = uniqueEmail('news-manage');
    await subscribe(email, 'fr');
    const link = await confirmLink(email);
    const token = new URL(link).searchParams.get('t')!;
    const manage = `${url}/functions/v1/newsletter?a=manage&t=${token}&lang=fr`;
    const page = await (await fetch(manage)).text();
    expect(page).toContain('Langue des e-mails');
    const changed = await post(manage, { a: 'language', t: token, locale: 'ar' });
    expect(changed.status).toBe(200);
    const html = await changed.text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('ستصلكم الرسائل القادمة بهذه اللغة');
    expect((await row(email))?.locale).toBe('ar');
  });

  it('forgets an address left unconfirmed for a week, by the sender’s run', async () => {
    const email = uniqueEmail('news-stale');
    await subscribe(email, 'fr');
    await nextMail(mailUrl, email);
    const aged = await service
      .from('newsletter_subscribers')
      .update({ created_at: new Date(Date.now() - 8 * 86_400_000).toISOString() })
      .eq('email', email);
    expect(aged.error).toBeNull();
    const before = (await clients.admin.rpc('newsletter_summary')).data![0]!;
    const run = await fetch(`${url}/functions/v1/newsletter-mail`, {
      method: 'POST',
      headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
    });
    expect(run.status).toBe(200);
    expect(((await run.json()) as { forgotten: number }).forgotten).toBeGreaterThanOrEqual(1);
    expect(await row(email)).toBeNull();
    const after = (await clients.admin.rpc('newsletter_summary')).data![0]!;
    expect(Number(after.expired)).toBeGreaterThan(Number(before.expired));
  });
});

describe('a newsletter mail server that is down (PGlite stack of its own)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'school-newsletter-mail-'));
  let smtpPort: number;
  let stack: Awaited<ReturnType<typeof startStack>> | null = null;
  let smtp: SMTPServer | null = null;
  const received: string[] = [];

  beforeAll(async () => {
    smtpPort = await freePort();
    stack = await startStack({
      port: 0,
      dataDir: pgliteDataDir(join(dir, 'pglite')),
      log: () => undefined,
      trustedProxies: ['127.0.0.1', '::1'],
      smtp: { host: '127.0.0.1', port: smtpPort },
    });
  });
  afterAll(async () => {
    await stack?.stop();
    await new Promise((resolve) =>
      smtp ? smtp.close(() => resolve(undefined)) : resolve(undefined),
    );
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the confirmation pending, sends it once the server answers, and never twice', async () => {
    const running = stack!;
    const email = uniqueEmail('news-down');
    const { error } = await client(running.url).rpc('subscribe_newsletter', {
      email,
      locale: 'en',
    });
    expect(error).toBeNull();
    const service = serviceClient(running.url);
    const outboxRow = async () =>
      (await service.from('newsletter_outbox').select('*').eq('recipient', email).single()).data;
    const failed = await until('a failed attempt', async () => {
      const r = await outboxRow();
      return r && r.attempts >= 1 && r.last_error ? r : null;
    });
    expect(failed.sent_at).toBeNull();
    expect(failed.failed_at).toBeNull();
    expect(new Date(failed.next_attempt_at).getTime()).toBeGreaterThan(Date.now());

    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo(address, _session, callback) {
        received.push(address.address);
        callback();
      },
      onData(stream, _session, callback) {
        stream.resume();
        stream.on('end', () => callback());
      },
    });
    await new Promise<void>((resolve) => smtp!.listen(smtpPort, '127.0.0.1', resolve));
    // The retry made due now rather than in 30 s.
    const due = await service
      .from('newsletter_outbox')
      .update({ next_attempt_at: new Date().toISOString() })
      .eq('id', failed.id);
    expect(due.error).toBeNull();
    const run = async () =>
      (await (
        await fetch(`${running.url}/functions/v1/newsletter-mail`, {
          method: 'POST',
          headers: { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` },
        })
      ).json()) as { sent: number; failed: number };
    // The worker's own run may take the row first: either way it is sent once.
    await run();
    const done = await until('the row sent', async () => {
      const r = await outboxRow();
      return r?.sent_at ? r : null;
    });
    expect(done.attempts).toBe(2);
    expect(await run()).toMatchObject({ sent: 0, failed: 0 });
    expect(received).toEqual([email]);
  }, 120_000);
});
