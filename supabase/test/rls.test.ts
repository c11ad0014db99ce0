// The row level security matrix: every role against every table and the storage bucket, for
// each operation, with the database's answer checked from outside (service role) where a
// refused write could otherwise look like a success.
import {
  ANON_KEY,
  client,
  clientsByRole,
  PASSWORD,
  serviceClient,
  stacks,
  tokenWith,
  uniqueEmail,
  withToken,
  type Client,
  type Role,
} from './support';

const ROLES: Role[] = ['anon', 'student', 'teacher', 'admin', 'super_admin'];
const ADMINS: Role[] = ['admin', 'super_admin'];
const SIGNED_IN: Role[] = ['student', 'teacher', 'admin', 'super_admin'];
const NOBODY: Role[] = [];

interface Case {
  name: string;
  allowed: Role[];
  /** Performs the operation as `c`; returns whether the database let it happen. */
  attempt: (c: Client, role: Role) => Promise<boolean>;
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(stacks())('row level security on $name', ({ url }) => {
  let clients: Record<Role, Client>;
  const service = serviceClient(url);
  const ids: Partial<Record<Role, string>> = {};

  const newContent = async (status: 'draft' | 'published', publishedAt?: string) => {
    const { data, error } = await service
      .from('content_management')
      .insert({
        title: `Fixture ${status}`,
        content: 'Fixture body',
        type: 'news',
        status,
        published_at: publishedAt ?? null,
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id;
  };
  const contentExists = async (id: string) =>
    ((await service.from('content_management').select('id').eq('id', id)).data ?? []).length === 1;
  const newMessage = async () => {
    const { data, error } = await service
      .from('contact_messages')
      .insert({
        name: 'Fixture',
        email: 'f@example.com',
        phone: '12345678',
        subject: 'Fixture',
        message: 'A fixture message long enough.',
      })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id;
  };
  const newObject = async () => {
    const name = `rls/${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
    const { error } = await service.storage
      .from('content-images')
      .upload(name, new Blob([PNG], { type: 'image/png' }));
    if (error) throw error;
    return name;
  };
  const objectExists = async (name: string) => {
    const folder = name.split('/').slice(0, -1).join('/');
    const { data } = await service.storage
      .from('content-images')
      .list(folder, { search: name.split('/').pop() });
    return (data ?? []).some((item) => `${folder}/${item.name}` === name);
  };

  beforeAll(async () => {
    clients = await clientsByRole(url);
    for (const role of SIGNED_IN) ids[role] = (await clients[role].auth.getUser()).data.user!.id;
  });

  const cases: Case[] = [
    // content_management
    {
      name: 'content_management select published',
      allowed: ROLES,
      attempt: async (c) =>
        (
          (await c.from('content_management').select('id').eq('status', 'published').limit(1))
            .data ?? []
        ).length === 1,
    },
    {
      name: 'content_management select draft',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await newContent('draft');
        return (
          ((await c.from('content_management').select('id').eq('id', id)).data ?? []).length === 1
        );
      },
    },
    {
      name: 'content_management select scheduled',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await newContent('published', new Date(Date.now() + 86_400_000).toISOString());
        return (
          ((await c.from('content_management').select('id').eq('id', id)).data ?? []).length === 1
        );
      },
    },
    {
      name: 'content_management insert',
      allowed: ADMINS,
      attempt: async (c, role) => {
        const title = `Insert by ${role} ${Math.random()}`;
        await c.from('content_management').insert({ title, content: 'x' });
        return (
          ((await service.from('content_management').select('id').eq('title', title)).data ?? [])
            .length === 1
        );
      },
    },
    {
      name: 'content_management update',
      allowed: ADMINS,
      attempt: async (c, role) => {
        const id = await newContent('published');
        await c
          .from('content_management')
          .update({ title: `Changed by ${role}` })
          .eq('id', id);
        const row = await service.from('content_management').select('title').eq('id', id).single();
        return row.data!.title === `Changed by ${role}`;
      },
    },
    {
      name: 'content_management delete',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await newContent('published');
        await c.from('content_management').delete().eq('id', id);
        return !(await contentExists(id));
      },
    },
    // profiles
    {
      name: 'profiles select own',
      allowed: SIGNED_IN,
      attempt: async (c, role) =>
        role !== 'anon' &&
        ((await c.from('profiles').select('id').eq('id', ids[role]!)).data ?? []).length === 1,
    },
    {
      name: 'profiles select others',
      allowed: ADMINS,
      attempt: async (c, role) => {
        const other = role === 'student' ? ids.teacher! : ids.student!;
        return ((await c.from('profiles').select('id').eq('id', other)).data ?? []).length === 1;
      },
    },
    {
      name: 'profiles insert',
      allowed: NOBODY,
      attempt: async (c) => {
        const id = crypto.randomUUID();
        await c.from('profiles').insert({ id, email: 'x@example.com' });
        return ((await service.from('profiles').select('id').eq('id', id)).data ?? []).length === 1;
      },
    },
    {
      name: 'profiles update own name',
      allowed: SIGNED_IN,
      attempt: async (c, role) => {
        if (role === 'anon') {
          const r = await c
            .from('profiles')
            .update({ first_name: 'Anon' })
            .eq('id', ids.student!)
            .select();
          return (r.data ?? []).length > 0;
        }
        const name = `Name ${Math.random()}`;
        await c.from('profiles').update({ first_name: name }).eq('id', ids[role]!);
        return (
          (await service.from('profiles').select('first_name').eq('id', ids[role]!).single()).data!
            .first_name === name
        );
      },
    },
    {
      name: 'profiles update own role',
      allowed: NOBODY,
      attempt: async (c, role) => {
        const target = role === 'anon' ? ids.student! : ids[role]!;
        const before = (await service.from('profiles').select('role').eq('id', target).single())
          .data!.role;
        const wanted = before === 'super_admin' ? 'student' : 'super_admin';
        await c.from('profiles').update({ role: wanted }).eq('id', target);
        return (
          (await service.from('profiles').select('role').eq('id', target).single()).data!.role ===
          wanted
        );
      },
    },
    {
      name: 'profiles update another user',
      allowed: NOBODY,
      attempt: async (c, role) => {
        const other = role === 'student' ? ids.teacher! : ids.student!;
        const name = `Hijacked ${Math.random()}`;
        await c.from('profiles').update({ last_name: name }).eq('id', other);
        return (
          (await service.from('profiles').select('last_name').eq('id', other).single()).data!
            .last_name === name
        );
      },
    },
    {
      name: 'profiles delete',
      allowed: NOBODY,
      attempt: async (c, role) => {
        const target = role === 'anon' ? ids.student! : ids[role]!;
        await c.from('profiles').delete().eq('id', target);
        return (
          ((await service.from('profiles').select('id').eq('id', target)).data ?? []).length === 0
        );
      },
    },
    // site_settings
    {
      name: 'site_settings select',
      allowed: ROLES,
      attempt: async (c) =>
        ((await c.from('site_settings').select('key').eq('key', 'site_name')).data ?? []).length ===
        1,
    },
    {
      name: 'site_settings insert',
      allowed: NOBODY,
      attempt: async (c) => {
        const key = `k_${Math.random().toString(36).slice(2, 8)}`;
        await c.from('site_settings').insert({ key, kind: 'text', value: 'v' });
        return (
          ((await service.from('site_settings').select('id').eq('key', key)).data ?? []).length ===
          1
        );
      },
    },
    {
      name: 'site_settings update',
      allowed: ADMINS,
      attempt: async (c) => {
        // A phone number no other role writes (a random one; the setting is typed).
        const value = `+223 ${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
        await c.from('site_settings').update({ value }).eq('key', 'contact_phone');
        return (
          (await service.from('site_settings').select('value').eq('key', 'contact_phone').single())
            .data!.value === value
        );
      },
    },
    {
      name: 'site_settings delete',
      allowed: NOBODY,
      attempt: async (c) => {
        await c.from('site_settings').delete().eq('key', 'youtube_url');
        return (
          ((await service.from('site_settings').select('id').eq('key', 'youtube_url')).data ?? [])
            .length === 0
        );
      },
    },
    // contact_messages
    {
      // Direct inserts (and so array inserts) are refused; send_contact_message() is the way in.
      name: 'contact_messages insert',
      allowed: NOBODY,
      attempt: async (c, role) => {
        const subject = `Question ${role} ${Math.random()}`;
        await c.from('contact_messages').insert({
          name: 'Visiteur',
          email: uniqueEmail(`cm-${role}`),
          phone: '+223 70 00 00 00',
          subject,
          message: 'Bonjour, une question sur les inscriptions.',
        });
        return (
          ((await service.from('contact_messages').select('id').eq('subject', subject)).data ?? [])
            .length === 1
        );
      },
    },
    {
      name: 'send_contact_message()',
      allowed: ROLES,
      attempt: async (c, role) => {
        const subject = `Question ${role} ${Math.random()}`;
        await c.rpc('send_contact_message', {
          name: 'Visiteur',
          email: uniqueEmail(`cm-${role}`),
          phone: '+223 70 00 00 00',
          subject,
          message: 'Bonjour, une question sur les inscriptions.',
        });
        return (
          ((await service.from('contact_messages').select('id').eq('subject', subject)).data ?? [])
            .length === 1
        );
      },
    },
    {
      name: 'contact_messages select',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await newMessage();
        return (
          ((await c.from('contact_messages').select('id').eq('id', id)).data ?? []).length === 1
        );
      },
    },
    {
      name: 'contact_messages update (mark handled)',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await newMessage();
        await c
          .from('contact_messages')
          .update({ handled_at: new Date().toISOString() })
          .eq('id', id);
        return (
          (await service.from('contact_messages').select('handled_at').eq('id', id).single()).data!
            .handled_at !== null
        );
      },
    },
    {
      name: 'contact_messages delete',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await newMessage();
        await c.from('contact_messages').delete().eq('id', id);
        return (
          ((await service.from('contact_messages').select('id').eq('id', id)).data ?? []).length ===
          0
        );
      },
    },
    // newsletter_subscribers
    {
      // Subscribing goes through subscribe_newsletter(), which never tells a known address apart.
      name: 'newsletter_subscribers insert',
      allowed: NOBODY,
      attempt: async (c, role) => {
        const email = uniqueEmail(`nl-${role}`);
        await c.from('newsletter_subscribers').insert({ email });
        return (
          (
            (await service.from('newsletter_subscribers').select('id').eq('email', email)).data ??
            []
          ).length === 1
        );
      },
    },
    {
      name: 'newsletter_subscribers select',
      allowed: ADMINS,
      attempt: async (c) => {
        const email = uniqueEmail('nl-read');
        await service.from('newsletter_subscribers').insert({ email });
        return (
          ((await c.from('newsletter_subscribers').select('id').eq('email', email)).data ?? [])
            .length === 1
        );
      },
    },
    {
      name: 'newsletter_subscribers update',
      allowed: NOBODY,
      attempt: async (c) => {
        const email = uniqueEmail('nl-upd');
        await service.from('newsletter_subscribers').insert({ email });
        await c
          .from('newsletter_subscribers')
          .update({ email: `changed-${email}` })
          .eq('email', email);
        return (
          (
            (await service.from('newsletter_subscribers').select('id').eq('email', email)).data ??
            []
          ).length === 0
        );
      },
    },
    {
      name: 'newsletter_subscribers delete',
      allowed: NOBODY,
      attempt: async (c) => {
        const email = uniqueEmail('nl-del');
        await service.from('newsletter_subscribers').insert({ email });
        await c.from('newsletter_subscribers').delete().eq('email', email);
        return (
          (
            (await service.from('newsletter_subscribers').select('id').eq('email', email)).data ??
            []
          ).length === 0
        );
      },
    },
    // activity_log
    {
      name: 'activity_log select',
      allowed: ADMINS,
      attempt: async (c) =>
        ((await c.from('activity_log').select('id').limit(1)).data ?? []).length === 1,
    },
    {
      name: 'activity_log insert',
      allowed: NOBODY,
      attempt: async (c) => {
        const summary = `forged ${Math.random()}`;
        await c.from('activity_log').insert({ action: 'insert', entity: 'x', summary });
        return (
          ((await service.from('activity_log').select('id').eq('summary', summary)).data ?? [])
            .length === 1
        );
      },
    },
    {
      name: 'activity_log update',
      allowed: NOBODY,
      attempt: async (c) => {
        const last = (
          await service.from('activity_log').select('id, summary').order('id').limit(1).single()
        ).data!;
        await c.from('activity_log').update({ summary: 'rewritten' }).eq('id', last.id);
        return (
          (await service.from('activity_log').select('summary').eq('id', last.id).single()).data!
            .summary === 'rewritten'
        );
      },
    },
    {
      name: 'activity_log delete',
      allowed: NOBODY,
      attempt: async (c) => {
        const last = (await service.from('activity_log').select('id').order('id').limit(1).single())
          .data!;
        await c.from('activity_log').delete().eq('id', last.id);
        return (
          ((await service.from('activity_log').select('id').eq('id', last.id)).data ?? [])
            .length === 0
        );
      },
    },
    // storage: bucket content-images
    // Anyone could once list the bucket, drafts' images included.
    {
      name: 'storage content-images select (list)',
      allowed: ADMINS,
      attempt: async (c) =>
        ((await c.storage.from('content-images').list('seed')).data ?? []).length > 0,
    },
    {
      name: 'storage content-images select (list of the root)',
      allowed: ADMINS,
      attempt: async (c) => {
        await newObject();
        return ((await c.storage.from('content-images').list()).data ?? []).length > 0;
      },
    },
    {
      name: 'storage content-images select (download through the API)',
      allowed: ADMINS,
      attempt: async (c) => {
        const name = await newObject();
        return (await c.storage.from('content-images').download(name)).data !== null;
      },
    },
    {
      // The public URL is how featured images are shown: it stays open to everyone.
      name: 'storage content-images read by public URL',
      allowed: ROLES,
      attempt: async (c) => {
        const name = await newObject();
        const response = await fetch(
          c.storage.from('content-images').getPublicUrl(name).data.publicUrl,
        );
        return response.status === 200 && (await response.arrayBuffer()).byteLength === PNG.length;
      },
    },
    {
      name: 'storage content-images insert (upload)',
      allowed: ADMINS,
      attempt: async (c) => {
        const name = `rls/${Date.now()}-${Math.random().toString(36).slice(2)}.png`;
        await c.storage.from('content-images').upload(name, new Blob([PNG], { type: 'image/png' }));
        return objectExists(name);
      },
    },
    {
      name: 'storage content-images update (replace)',
      allowed: ADMINS,
      attempt: async (c) => {
        const name = await newObject();
        const bigger = Buffer.concat([PNG, Buffer.alloc(16)]);
        await c.storage
          .from('content-images')
          .update(name, new Blob([bigger], { type: 'image/png' }));
        const body = await (
          await fetch(`${url}/storage/v1/object/public/content-images/${name}`)
        ).arrayBuffer();
        return body.byteLength === bigger.length;
      },
    },
    {
      name: 'storage content-images delete',
      allowed: ADMINS,
      attempt: async (c) => {
        const name = await newObject();
        await c.storage.from('content-images').remove([name]);
        return !(await objectExists(name));
      },
    },
  ];

  describe.each(cases)('$name', ({ allowed, attempt }) => {
    it.each(ROLES)(`%s`, async (role) => {
      const expected = allowed.includes(role);
      expect(await attempt(clients[role], role)).toBe(expected);
    });
  });

  describe('escalation attempts', () => {
    it('a role in sign-up metadata is ignored: the account is a student', async () => {
      const c = client(url);
      const { data } = await c.auth.signUp({
        email: uniqueEmail('escalate'),
        password: PASSWORD,
        options: { data: { role: 'super_admin' } },
      });
      const role = await c.rpc('get_user_role', { user_id: data.user!.id });
      expect(role.data).toBe('student');
      expect(
        (await c.from('site_settings').update({ value: 'x' }).eq('key', 'site_name').select()).data,
      ).toEqual([]);
    });

    it('a student who updates its own role gets a permission error', async () => {
      const { error } = await clients.student
        .from('profiles')
        .update({ role: 'admin' })
        .eq('id', ids.student!);
      expect(error?.code).toBe('42501');
    });

    it("get_user_role does not reveal other users' roles to non-admins, nor anything to anon", async () => {
      const other = await clients.student.rpc('get_user_role', { user_id: ids.super_admin! });
      expect(other.data).toBeNull();
      const anonymous = await clients.anon.rpc('get_user_role', { user_id: ids.super_admin! });
      expect(anonymous.error?.code).toBe('42501');
    });

    it('a token signed with another secret is refused by every service', async () => {
      const forged = tokenWith(
        { sub: ids.admin, role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
        'not-the-project-secret-not-the-project-secret',
      );
      const c = withToken(url, forged);
      const rest = await c.from('content_management').select('id').limit(1);
      expect(rest.status).toBe(401);
      expect(rest.error?.code).toBe('PGRST301');
      const user = await fetch(`${url}/auth/v1/user`, {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${forged}` },
      });
      expect(user.status).toBe(403);
      expect(await user.json()).toMatchObject({ code: 'bad_jwt' });
      const upload = await fetch(`${url}/storage/v1/object/content-images/forged.png`, {
        method: 'POST',
        headers: {
          apikey: ANON_KEY,
          Authorization: `Bearer ${forged}`,
          'Content-Type': 'image/png',
        },
        body: PNG,
      });
      expect(upload.status).toBe(400);
      expect(await upload.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    });

    it('an expired token is refused', async () => {
      const expired = tokenWith({
        sub: ids.admin,
        role: 'authenticated',
        aud: 'authenticated',
        exp: Math.floor(Date.now() / 1000) - 60,
      });
      const rest = await withToken(url, expired).from('content_management').select('id').limit(1);
      expect(rest.status).toBe(401);
      // PostgREST 12.0's answer to an expired token.
      expect(rest.error).toMatchObject({ code: 'PGRST301', message: 'JWT expired' });
      const user = await fetch(`${url}/auth/v1/user`, {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${expired}` },
      });
      expect(user.status).toBe(403);
    });

    it('an unsigned token (alg none) is refused', async () => {
      const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const none = `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ sub: ids.admin, role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 })}.`;
      const rest = await withToken(url, none).from('profiles').select('id');
      expect(rest.status).toBe(401);
      const user = await fetch(`${url}/auth/v1/user`, {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${none}` },
      });
      expect(user.status).toBe(403);
    });

    it('the anon key used as a user token is refused by auth and is only anon for the database', async () => {
      const user = await fetch(`${url}/auth/v1/user`, {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` },
      });
      expect(user.status).toBe(403);
      expect(await user.json()).toMatchObject({ code: 'bad_jwt' });
      const drafts = await withToken(url, ANON_KEY)
        .from('content_management')
        .select('id')
        .eq('status', 'draft');
      expect(drafts.data).toEqual([]);
    });

    it("a validly signed token for an admin's id with a made-up role is refused", async () => {
      const weird = tokenWith({
        sub: ids.admin,
        role: 'postgres_admin',
        exp: Math.floor(Date.now() / 1000) + 600,
      });
      const rest = await withToken(url, weird).from('content_management').select('id').limit(1);
      expect(rest.error).not.toBeNull();
    });
  });
});
