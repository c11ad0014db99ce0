// Staff accounts without a database console: password recovery through the mail
// catcher, invitations with a role, role changes and deactivation as each role, and the
// activity log's details. Through supabase-js as the site calls it, on PGlite and PostgreSQL 15.
import {
  ANON_KEY,
  client,
  clientsByRole,
  linkIn,
  mailsTo,
  nextMail,
  PASSWORD,
  pkceClient,
  serviceClient,
  signedIn,
  stacks,
  uniqueEmail,
  type Client,
  type Role,
} from './support';

const SITE = 'http://localhost:3000';
const RESET_PAGE = `${SITE}/admin/reset-password`;
const NEW_PASSWORD = 'Kora-Sunjata-1236';

/** Follows a mailed link as a browser would, without following the redirect. */
async function open(link: string) {
  const response = await fetch(link, { redirect: 'manual' });
  return { status: response.status, location: new URL(response.headers.get('location') ?? '') };
}

describe.each(stacks())('staff accounts on $name', ({ url, mailUrl }) => {
  const service = serviceClient(url);
  let clients: Record<Role, Client>;
  const ids: Partial<Record<Role, string>> = {};

  beforeAll(async () => {
    clients = await clientsByRole(url);
    for (const role of ['student', 'teacher', 'admin', 'super_admin'] as const) {
      ids[role] = (await clients[role].auth.getUser()).data.user!.id;
    }
  });

  /** A new account (by sign-up, a student), with the language its mails should use. */
  async function account(label: string, locale?: string) {
    const email = uniqueEmail(label);
    const { data, error } = await client(url).auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { first_name: 'Awa', ...(locale ? { locale } : {}) } },
    });
    if (error) throw error;
    return { email, id: data.user!.id };
  }

  describe('password recovery', () => {
    it('mails a one-time link; its code signs in once; the new password replaces the old and ends the other sessions', async () => {
      const { email } = await account('recover');
      const otherDevice = await signedIn(url, email, PASSWORD);
      const browser = pkceClient(url);
      const events: string[] = [];
      browser.auth.onAuthStateChange((event) => events.push(event));

      const asked = await browser.auth.resetPasswordForEmail(email, { redirectTo: RESET_PAGE });
      expect(asked).toEqual({ data: {}, error: null });

      const mail = await nextMail(mailUrl, email);
      expect(mail.subject).toBe('Réinitialisation de votre mot de passe');
      expect(mail.headers['content-language']).toBe('fr');
      expect(mail.text).toContain('Bonjour Awa,');
      expect(mail.html).toContain('<html lang="fr" dir="ltr">');
      const link = linkIn(mail, `${url}/auth/v1/verify?`);
      expect(mail.html).toContain(link.replaceAll('&', '&amp;'));

      // The link leads to the site's page with a PKCE code (never tokens in the address).
      const first = await open(link);
      expect(first.status).toBe(303);
      expect(`${first.location.origin}${first.location.pathname}`).toBe(RESET_PAGE);
      const code = first.location.searchParams.get('code');
      expect(code).toMatch(/^[0-9a-f-]{36}$/);
      expect(first.location.hash).toBe('');

      // Once only.
      const again = await open(link);
      expect(again.location.searchParams.get('error_code')).toBe('otp_expired');
      expect(again.location.searchParams.get('code')).toBeNull();

      // Only the browser that asked holds the verifier: another cannot use the code.
      const stranger = await pkceClient(url).auth.exchangeCodeForSession(code!);
      expect(stranger.error?.code).toBe('pkce_code_verifier_not_found');

      const exchanged = await browser.auth.exchangeCodeForSession(code!);
      expect(exchanged.error).toBeNull();
      expect(exchanged.data.session?.user.email).toBe(email);
      // auth-js tells a recovery code apart (its types do not list the field).
      expect((exchanged.data as { redirectType?: string }).redirectType).toBe('recovery');
      expect(events).toContain('PASSWORD_RECOVERY');

      // The code is used up too.
      const replay = await fetch(`${url}/auth/v1/token?grant_type=pkce`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify({ auth_code: code, code_verifier: 'x'.repeat(43) }),
      });
      expect(replay.status).toBe(404);
      expect(await replay.json()).toMatchObject({ code: 'flow_state_not_found' });

      // The strength rules, then the new password.
      const weak = await browser.auth.updateUser({ password: 'azertyuiop' });
      expect(weak.error?.code).toBe('weak_password');
      const short = await browser.auth.updateUser({ password: 'Court-1' });
      expect(short.error?.code).toBe('weak_password');
      expect((await browser.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();

      const old = await client(url).auth.signInWithPassword({ email, password: PASSWORD });
      expect(old.error?.code).toBe('invalid_credentials');
      expect(
        (await client(url).auth.signInWithPassword({ email, password: NEW_PASSWORD })).error,
      ).toBeNull();
      // The other device is signed out; this browser stays signed in.
      expect((await otherDevice.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
      expect((await otherDevice.auth.getUser()).error).not.toBeNull();
      expect((await browser.auth.getUser()).data.user?.email).toBe(email);
    });

    it('answers the same for an address without an account, and mails nobody', async () => {
      const { email: known } = await account('known');
      const unknown = uniqueEmail('nobody');
      const ask = async (email: string) => {
        const response = await fetch(
          `${url}/auth/v1/recover?redirect_to=${encodeURIComponent(RESET_PAGE)}`,
          {
            method: 'POST',
            headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
            body: JSON.stringify({ email }),
          },
        );
        const headers = Object.fromEntries(
          [...response.headers].filter(([name]) => !['date', 'content-length'].includes(name)),
        );
        return { status: response.status, body: await response.text(), headers };
      };
      const answers = [await ask(known), await ask(unknown)];
      expect(answers[0]).toEqual(answers[1]);
      expect(answers[0]!.status).toBe(200);
      // Asked again at once: the same refusal for both (the limit is per address, known or not).
      const again = [await ask(known), await ask(unknown)];
      expect(again[0]!.status).toBe(429);
      expect(again[0]!.body.replace(/\d+ seconds/, 'N seconds')).toBe(
        again[1]!.body.replace(/\d+ seconds/, 'N seconds'),
      );
      expect(JSON.parse(again[0]!.body)).toMatchObject({ code: 'over_email_send_rate_limit' });
      await nextMail(mailUrl, known);
      expect(await mailsTo(mailUrl, unknown)).toEqual([]);
      expect(await mailsTo(mailUrl, known)).toHaveLength(1);
    });

    it("writes in the account's language: Arabic right to left, English", async () => {
      const arabic = await account('arabic', 'ar');
      const english = await account('english', 'en');
      await pkceClient(url).auth.resetPasswordForEmail(arabic.email, { redirectTo: RESET_PAGE });
      await pkceClient(url).auth.resetPasswordForEmail(english.email, { redirectTo: RESET_PAGE });
      const ar = await nextMail(mailUrl, arabic.email);
      expect(ar.subject).toBe('إعادة تعيين كلمة المرور');
      expect(ar.html).toContain('<html lang="ar" dir="rtl">');
      expect(ar.headers['content-language']).toBe('ar');
      expect(ar.text).toContain('مرحبًا Awa،');
      const en = await nextMail(mailUrl, english.email);
      expect(en.subject).toBe('Reset your password');
      expect(en.text).toContain('This link is valid for one hour and works once.');
    });

    it('sends a link only to the site: another origin in redirect_to falls back to it', async () => {
      const { email } = await account('redirect');
      const browser = pkceClient(url);
      await browser.auth.resetPasswordForEmail(email, {
        redirectTo: 'https://evil.example/steal',
      });
      const mail = await nextMail(mailUrl, email);
      const landed = await open(linkIn(mail, `${url}/auth/v1/verify?`));
      expect(landed.location.origin).toBe(SITE);
    });
  });

  it('a new e-mail address is taken once confirmed from a link mailed to it', async () => {
    const { email } = await account('changing');
    const next = uniqueEmail('changed');
    const browser = pkceClient(url);
    expect((await browser.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
    const asked = await browser.auth.updateUser(
      { email: next },
      { emailRedirectTo: `${SITE}/admin/dashboard` },
    );
    expect(asked.error).toBeNull();
    // Until confirmed, the account keeps its address.
    expect((await browser.auth.getUser()).data.user?.email).toBe(email);
    const mail = await nextMail(mailUrl, next);
    expect(mail.subject).toBe('Confirmez votre nouvelle adresse e-mail');
    expect(mail.text).toContain(`l’adresse ${email} sera remplacée par ${next}`);
    const landed = await open(linkIn(mail, `${url}/auth/v1/verify?`));
    expect(landed.location.searchParams.get('code')).not.toBeNull();
    expect(
      (await browser.auth.exchangeCodeForSession(landed.location.searchParams.get('code')!)).error,
    ).toBeNull();
    expect((await browser.auth.getUser()).data.user?.email).toBe(next);
    const profile = await service.from('profiles').select('email').eq('email', next);
    expect(profile.data).toHaveLength(1);
    expect(
      (await client(url).auth.signInWithPassword({ email: next, password: PASSWORD })).error,
    ).toBeNull();
  });

  describe('invitations', () => {
    const invite = (c: Client, body: Record<string, unknown>) =>
      c.functions.invoke<{ email: string; role: string }>('invite-staff', { body });
    /** The JSON a refused call answered with. */
    const refusal = async (error: unknown) =>
      (await (error as { context: Response }).context.json()) as { code: string };

    it('a super_admin invites; the link sets a password and signs in with the invited role', async () => {
      const email = uniqueEmail('invitee');
      const sent = await invite(clients.super_admin, { email, role: 'teacher', locale: 'en' });
      expect(sent.error).toBeNull();
      expect(sent.data).toEqual({ email, role: 'teacher' });

      const mail = await nextMail(mailUrl, email);
      expect(mail.subject).toBe('Your invitation to the website’s back office');
      expect(mail.text).toContain('super_admin Test invites you');
      expect(mail.text).toContain('as a teacher');
      const link = new URL(linkIn(mail, `${SITE}/en/admin/accept-invite?`));
      const tokenHash = link.searchParams.get('token_hash')!;
      expect(link.searchParams.get('type')).toBe('invite');

      // Listed at once with its role, as an invitation not yet accepted.
      const listed = await clients.admin.from('profiles').select('*').eq('email', email).single();
      expect(listed.data).toMatchObject({ role: 'teacher', deactivated_at: null });
      expect(listed.data!.invitation_sent_at).not.toBeNull();

      // The page verifies the token once the person has chosen a password.
      const browser = client(url);
      const verified = await browser.auth.verifyOtp({ token_hash: tokenHash, type: 'invite' });
      expect(verified.error).toBeNull();
      expect(verified.data.session?.user.email).toBe(email);
      const joined = verified.data.user!.id;
      expect((await browser.auth.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
      expect(
        (
          await browser
            .from('profiles')
            .update({ first_name: 'Moussa', last_name: 'Keita' })
            .eq('id', joined)
        ).error,
      ).toBeNull();
      const again = await client(url).auth.verifyOtp({ token_hash: tokenHash, type: 'invite' });
      expect(again.error?.code).toBe('otp_expired');

      const member = await signedIn(url, email, NEW_PASSWORD);
      const me = (await member.auth.getUser()).data.user!;
      expect((await member.rpc('get_user_role', { user_id: me.id })).data).toBe('teacher');
      const profile = await clients.admin.from('profiles').select('*').eq('id', me.id).single();
      expect(profile.data).toMatchObject({
        role: 'teacher',
        invitation_sent_at: null,
        first_name: 'Moussa',
      });

      const log = await clients.admin
        .from('activity_log')
        .select('actor, action, details')
        .eq('details->>email', email)
        .order('id');
      expect(log.data).toEqual([
        { actor: ids.super_admin, action: 'invite', details: { email, role: 'teacher' } },
        {
          actor: me.id,
          action: 'join',
          details: { email, name: null, role: 'teacher' },
        },
        {
          actor: me.id,
          action: 'update',
          details: { email, name: 'Moussa Keita', role: 'teacher' },
        },
      ]);
    });

    it.each(['anon', 'student', 'teacher', 'admin'] as const)(
      '%s cannot invite, and no account or mail comes of it',
      async (role) => {
        const email = uniqueEmail(`refused-${role}`);
        const sent = await invite(clients[role], { email, role: 'admin' });
        expect(sent.error).not.toBeNull();
        expect((await refusal(sent.error)).code).toMatch(/^(42501|PGRST\d+)$/);
        const exists = await service.from('profiles').select('id').eq('email', email);
        expect(exists.data).toEqual([]);
        expect(await mailsTo(mailUrl, email)).toEqual([]);
      },
    );

    it('invites only as admin or teacher, only a new address', async () => {
      const upward = await invite(clients.super_admin, {
        email: uniqueEmail('upward'),
        role: 'super_admin',
      });
      expect((await refusal(upward.error)).code).toBe('22023');
      const { email } = await account('existing');
      const existing = await invite(clients.super_admin, { email, role: 'admin' });
      expect((await refusal(existing.error)).code).toBe('SA003');
      const profile = await service.from('profiles').select('role').eq('email', email).single();
      expect(profile.data?.role).toBe('student');
      const bad = await invite(clients.super_admin, { email: 'pas-une-adresse', role: 'admin' });
      expect((await refusal(bad.error)).code).toBe('22023');
    });

    it('an invitation not yet accepted can be sent again, with another role', async () => {
      const email = uniqueEmail('resend');
      expect((await invite(clients.super_admin, { email, role: 'teacher' })).error).toBeNull();
      const first = await nextMail(mailUrl, email);
      expect((await invite(clients.super_admin, { email, role: 'admin' })).error).toBeNull();
      const second = await nextMail(mailUrl, email, 2);
      expect(second.subject).toBe('Votre invitation à l’espace d’administration du site');
      expect(second.text).toContain('en tant qu’administrateur');
      const profile = await service.from('profiles').select('role').eq('email', email).single();
      expect(profile.data?.role).toBe('admin');
      // Only the newest link works.
      const oldHash = new URL(linkIn(first, `${SITE}/admin/accept-invite?`)).searchParams.get(
        'token_hash',
      )!;
      expect(
        (await client(url).auth.verifyOtp({ token_hash: oldHash, type: 'invite' })).error?.code,
      ).toBe('otp_expired');
    });
  });

  describe('roles and deactivation', () => {
    it.each(['student', 'teacher', 'admin'] as const)(
      '%s can change nobody’s role nor deactivate anyone',
      async (role) => {
        const target = await account(`target-${role}`);
        const changed = await clients[role].rpc('set_user_role', {
          target: target.id,
          new_role: 'admin',
        });
        expect(changed.error?.code).toBe('42501');
        const deactivated = await clients[role].rpc('set_user_active', {
          target: target.id,
          active: false,
        });
        expect(deactivated.error?.code).toBe('42501');
        const row = await service
          .from('profiles')
          .select('role, deactivated_at')
          .eq('id', target.id)
          .single();
        expect(row.data).toEqual({ role: 'student', deactivated_at: null });
      },
    );

    it('anon cannot call them at all', async () => {
      const target = await account('target-anon');
      const changed = await clients.anon.rpc('set_user_role', {
        target: target.id,
        new_role: 'admin',
      });
      expect(changed.error).not.toBeNull();
      const row = await service.from('profiles').select('role').eq('id', target.id).single();
      expect(row.data?.role).toBe('student');
    });

    it('a super_admin changes a role; it is logged with both roles', async () => {
      const target = await account('promoted');
      const changed = await clients.super_admin.rpc('set_user_role', {
        target: target.id,
        new_role: 'admin',
      });
      expect(changed.error).toBeNull();
      const row = await service.from('profiles').select('role').eq('id', target.id).single();
      expect(row.data?.role).toBe('admin');
      const log = await clients.admin
        .from('activity_log')
        .select('actor, action, details')
        .eq('entity_id', target.id)
        .eq('action', 'role_change');
      expect(log.data).toEqual([
        {
          actor: ids.super_admin,
          action: 'role_change',
          details: {
            email: target.email,
            name: 'Awa',
            role: 'admin',
            old_role: 'student',
            new_role: 'admin',
          },
        },
      ]);
    });

    it('nobody changes their own role or deactivates themselves', async () => {
      const own = await clients.super_admin.rpc('set_user_role', {
        target: ids.super_admin!,
        new_role: 'admin',
      });
      expect(own.error?.code).toBe('SA002');
      const off = await clients.super_admin.rpc('set_user_active', {
        target: ids.super_admin!,
        active: false,
      });
      expect(off.error?.code).toBe('SA002');
      expect((await clients.super_admin.rpc('is_super_admin')).data).toBe(true);
    });

    it('two super_admins demoting each other at once: one wins, a super_admin remains', async () => {
      const make = async (label: string) => {
        const person = await account(label);
        await service.from('profiles').update({ role: 'super_admin' }).eq('id', person.id);
        return { ...person, client: await signedIn(url, person.email, PASSWORD) };
      };
      const [a, b] = [await make('duel-a'), await make('duel-b')];
      // The other super_admins of this database step aside for the duel, then come back.
      const others = (
        await service
          .from('profiles')
          .select('id')
          .eq('role', 'super_admin')
          .is('deactivated_at', null)
      ).data!.filter((p) => p.id !== a.id && p.id !== b.id);
      const parked = new Date().toISOString();
      await service
        .from('profiles')
        .update({ deactivated_at: parked })
        .in(
          'id',
          others.map((p) => p.id),
        );
      try {
        const results = await Promise.all([
          a.client.rpc('set_user_role', { target: b.id, new_role: 'admin' }),
          b.client.rpc('set_user_role', { target: a.id, new_role: 'admin' }),
        ]);
        const failed = results.filter((r) => r.error);
        expect(failed).toHaveLength(1);
        // Waiting on the lock it finds itself the last one (SA001), or already demoted (42501).
        expect(['SA001', '42501']).toContain(failed[0]!.error!.code);
        const left = await service
          .from('profiles')
          .select('id')
          .in('id', [a.id, b.id])
          .eq('role', 'super_admin');
        expect(left.data).toHaveLength(1);
      } finally {
        await service
          .from('profiles')
          .update({ deactivated_at: null })
          .in(
            'id',
            others.map((p) => p.id),
          );
      }
    });

    it('deactivating ends the sessions and refuses sign-in; reactivating lets the person back', async () => {
      const person = await account('deactivated');
      await service.from('profiles').update({ role: 'admin' }).eq('id', person.id);
      const session = await signedIn(url, person.email, PASSWORD);
      expect((await session.from('activity_log').select('id').limit(1)).data).toHaveLength(1);

      const off = await clients.super_admin.rpc('set_user_active', {
        target: person.id,
        active: false,
      });
      expect(off.error).toBeNull();
      // The access token still in hand reads nothing an admin reads any more.
      expect((await session.from('activity_log').select('id').limit(1)).data).toEqual([]);
      expect((await session.rpc('is_admin')).data).toBe(false);
      expect((await session.auth.refreshSession()).error?.code).toBe('refresh_token_not_found');
      const refused = await client(url).auth.signInWithPassword({
        email: person.email,
        password: PASSWORD,
      });
      expect(refused.error?.code).toBe('invalid_credentials');
      const row = await clients.admin
        .from('profiles')
        .select('deactivated_at')
        .eq('id', person.id)
        .single();
      expect(row.data?.deactivated_at).not.toBeNull();

      expect(
        (await clients.super_admin.rpc('set_user_active', { target: person.id, active: true }))
          .error,
      ).toBeNull();
      const back = await signedIn(url, person.email, PASSWORD);
      expect((await back.rpc('is_admin')).data).toBe(true);
      const log = await clients.admin
        .from('activity_log')
        .select('action')
        .eq('entity_id', person.id)
        .in('action', ['deactivate', 'reactivate'])
        .order('id');
      expect(log.data).toEqual([{ action: 'deactivate' }, { action: 'reactivate' }]);
    });
  });

  describe('a deactivated account gets no session by any way in', () => {
    /** A staff account (an admin), deactivated by the super_admin. */
    async function deactivated(label: string) {
      const person = await account(label);
      await service.from('profiles').update({ role: 'admin' }).eq('id', person.id);
      return {
        ...person,
        deactivate: async () => {
          const off = await clients.super_admin.rpc('set_user_active', {
            target: person.id,
            active: false,
          });
          expect(off.error).toBeNull();
        },
      };
    }

    it('a right and a wrong password get the same answer', async () => {
      const person = await deactivated('banned-password');
      await person.deactivate();
      const answer = async (password: string) => {
        const response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: person.email, password }),
        });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      };
      const right = await answer(PASSWORD);
      const wrong = await answer('Not-the-password-42');
      expect(right.status).toBe(400);
      expect(right.body.code).toBe('invalid_credentials');
      expect(right).toEqual(wrong);
    });

    it('a recovery code kept from before the deactivation opens no session after it', async () => {
      const person = await deactivated('banned-pkce');
      const browser = pkceClient(url);
      await browser.auth.resetPasswordForEmail(person.email, { redirectTo: RESET_PAGE });
      const mail = await nextMail(mailUrl, person.email);
      const code = (await open(linkIn(mail, `${url}/auth/v1/verify?`))).location.searchParams.get(
        'code',
      );
      expect(code).toMatch(/^[0-9a-f-]{36}$/);
      await person.deactivate();

      const exchanged = await browser.auth.exchangeCodeForSession(code!);
      expect(exchanged.error?.code).toBe('user_banned');
      expect(exchanged.data.session).toBeNull();
      expect((await browser.auth.getSession()).data.session).toBeNull();
    });

    it('a recovery link mailed before the deactivation and opened after it opens nothing', async () => {
      const person = await deactivated('banned-link');
      await pkceClient(url).auth.resetPasswordForEmail(person.email, { redirectTo: RESET_PAGE });
      const link = linkIn(await nextMail(mailUrl, person.email), `${url}/auth/v1/verify?`);
      await person.deactivate();
      const opened = await open(link);
      expect(opened.location.searchParams.get('code')).toBeNull();
      expect(opened.location.searchParams.get('error_code')).toBe('user_banned');
    });

    it('an invitation accepted after the deactivation opens no session', async () => {
      const email = uniqueEmail('banned-invite');
      const sent = await clients.super_admin.functions.invoke('invite-staff', {
        body: { email, role: 'admin', locale: 'fr' },
      });
      expect(sent.error).toBeNull();
      const link = new URL(linkIn(await nextMail(mailUrl, email), `${SITE}/admin/accept-invite?`));
      const profile = await service.from('profiles').select('id').eq('email', email).single();
      const off = await clients.super_admin.rpc('set_user_active', {
        target: profile.data!.id,
        active: false,
      });
      expect(off.error).toBeNull();
      const accepted = await client(url).auth.verifyOtp({
        token_hash: link.searchParams.get('token_hash')!,
        type: 'invite',
      });
      expect(accepted.error?.code).toBe('user_banned');
      expect(accepted.data.session).toBeNull();
    });
  });

  describe('previews of drafts and scheduled items', () => {
    it.each([
      ['draft', null],
      ['scheduled', new Date(Date.now() + 7 * 86_400_000).toISOString()],
    ] as const)(
      'a %s is read at its future address by staff only, the database refusing everyone else',
      async (kind, publishedAt) => {
        const created = await clients.admin
          .from('content_management')
          .insert({
            title: `Aperçu ${kind} ${uniqueEmail('p')}`,
            content: 'Corps',
            type: 'news',
            status: kind === 'draft' ? 'draft' : 'published',
            published_at: publishedAt,
          })
          .select('slug')
          .single();
        const slug = created.data!.slug;
        // What the article page asks in preview mode: no status filter, RLS alone decides.
        const read = async (role: Role) =>
          (
            await clients[role]
              .from('content_management')
              .select('slug')
              .eq('type', 'news')
              .eq('slug', slug)
          ).data ?? [];
        for (const role of ['anon', 'student', 'teacher'] as const) {
          expect(await read(role), role).toEqual([]);
        }
        for (const role of ['admin', 'super_admin'] as const) {
          expect(await read(role), role).toEqual([{ slug }]);
        }
      },
    );
  });

  describe('the activity log', () => {
    it('says what happened to content: published, unpublished, by whom', async () => {
      const title = `Rentrée ${uniqueEmail('t')}`;
      const created = await clients.admin
        .from('content_management')
        .insert({ title, content: 'Corps', type: 'news', status: 'draft' })
        .select('id')
        .single();
      const id = created.data!.id;
      await clients.admin.from('content_management').update({ status: 'published' }).eq('id', id);
      await clients.admin.from('content_management').update({ status: 'draft' }).eq('id', id);
      await clients.admin.from('content_management').delete().eq('id', id);
      const log = await clients.admin
        .from('activity_log')
        .select('actor, action, details->>title, details->>type')
        .eq('entity_id', id)
        .order('id');
      expect(log.data).toEqual(
        ['insert', 'publish', 'unpublish', 'delete'].map((action) => ({
          actor: ids.admin,
          action,
          title,
          type: 'news',
        })),
      );
    });

    it('names the setting changed, and only when its value changed', async () => {
      const key = 'site_name';
      const current = (
        await clients.admin.from('site_settings').select('value').eq('key', key).single()
      ).data!.value;
      const count = async () =>
        (
          await clients.admin
            .from('activity_log')
            .select('id', { count: 'exact', head: true })
            .eq('entity', 'site_settings')
            .eq('details->>key', key)
        ).count ?? 0;
      const start = await count();
      await clients.admin.from('site_settings').update({ value: current }).eq('key', key);
      expect(await count()).toBe(start);
      await clients.admin
        .from('site_settings')
        .update({
          value: { ...(current as { fr: string }), fr: `${(current as { fr: string }).fr}.` },
        })
        .eq('key', key);
      await clients.admin.from('site_settings').update({ value: current }).eq('key', key);
      expect(await count()).toBe(start + 2);
      const last = await clients.admin
        .from('activity_log')
        .select('action, details')
        .eq('entity', 'site_settings')
        .eq('details->>key', key)
        .order('id', { ascending: false })
        .limit(1)
        .single();
      expect(last.data).toEqual({ action: 'update', details: { key } });
    });
  });
});
