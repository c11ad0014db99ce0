// `victim@x.yz?cc=attacker%40evil.example&body=…` passed the database's
// e-mail check, and the staff inbox's Reply link became a mailto: with an added CC and body.
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { isEmailAddress } from '../../packages/shared/src/data/newsletter/email-address';
import { listMigrations, platformSql } from '../stack/migrate.mjs';
import {
  DEMO_ADMIN,
  client,
  memoryPglite,
  serviceClient,
  signedIn,
  stacks,
  uniqueEmail,
  type Client,
} from './support';

const STRICT = '20251123000200';

const hostile = [
  'victim@x.yz?cc=attacker%40evil.example&body=hello',
  'victim@x.yz?cc=attacker@evil.example',
  'victim@x.yz&cc=attacker@evil.example',
  'victim%40x.yz@evil.example',
  'victim@x.yz#body=x',
  'a=b@evil.example',
  'a/b@evil.example',
  '"a b"@evil.example',
  'a b@evil.example',
  'a,b@evil.example',
  '<a@evil.example>',
  'a\u0000@evil.example',
  'a@evil.example\ncc:b@evil.example',
  'a@evil.example\r\nBcc: b@evil.example',
  'a@evil_example.com',
  'a@evil.example.',
  'a..b@evil.example',
  '.a@evil.example',
  'a.@evil.example',
  'a@-evil.example',
  'a@evil.c0m',
  'élève@école.ml',
  `${'a'.repeat(65)}@evil.example`,
  `a@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.${'e'.repeat(60)}.example`,
];

const accepted = [
  'parent@example.com',
  'awa.traore+ecole@mail.example.ml',
  "o'neil@school-bamako.org",
  'PARENT@EXAMPLE.COM',
  'a_b-c@x.co',
  `${'a'.repeat(64)}@example.com`,
];

const contactMessage = (email: string) => ({
  name: 'Awa Traoré',
  email,
  phone: '+223 76 00 00 00',
  subject: 'Inscription en 6e',
  message: 'Bonjour, je souhaite inscrire ma fille en sixième.',
});

describe.each(stacks())('strict e-mail addresses on $name', ({ url }) => {
  const anon = client(url);
  const service = serviceClient(url);
  let admin: Client;

  beforeAll(async () => {
    admin = await signedIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
  });

  it('the database and the browser apply the same rule', async () => {
    // Text columns cannot hold NUL at all (22P05): that one is for the browser's side only.
    for (const address of [...hostile, ...accepted].filter((a) => !a.includes('\u0000'))) {
      const { data, error } = await anon.rpc('is_email_address', { value: address });
      expect(error).toBeNull();
      expect({ address, database: data }).toEqual({ address, database: isEmailAddress(address) });
    }
  });

  it.each(hostile.slice(0, 6))('a contact message from %j is refused', async (email) => {
    const { error } = await anon.rpc('send_contact_message', contactMessage(email));
    // Refused by the function's own check (22023) or, past it, by the table's rule (23514).
    expect(['22023', '23514']).toContain(error?.code);
    const stored = await service.from('contact_messages').select('id').eq('email', email);
    expect(stored.data).toEqual([]);
  });

  it('a contact message from a real address is stored, its address can be changed only to a real one', async () => {
    const email = uniqueEmail('strict');
    expect((await anon.rpc('send_contact_message', contactMessage(email))).error).toBeNull();
    const row = (await service.from('contact_messages').select('id').eq('email', email).single())
      .data!;
    const bad = await service
      .from('contact_messages')
      .update({ email: 'victim@x.yz?cc=attacker@evil.example' })
      .eq('id', row.id);
    expect(bad.error?.code).toBe('23514');
    const handled = await admin
      .from('contact_messages')
      .update({ handled_at: new Date().toISOString() })
      .eq('id', row.id)
      .select('id');
    expect(handled.data).toEqual([{ id: row.id }]);
  });

  it.each(hostile.slice(0, 6))('a newsletter subscription of %j is refused', async (email) => {
    const { error } = await anon.rpc('subscribe_newsletter', { email });
    expect(error?.code).toBe('23514');
  });

  it('the contact_email setting takes only a real address', async () => {
    const current = (
      await service.from('site_settings').select('value').eq('key', 'contact_email').single()
    ).data!.value;
    try {
      const bad = await admin
        .from('site_settings')
        .update({ value: 'victim@x.yz?cc=attacker@evil.example' })
        .eq('key', 'contact_email');
      expect(bad.error?.code).toBe('23514');
      // Required (typed settings, 20251124002000): emptying it is refused too.
      const empty = await admin
        .from('site_settings')
        .update({ value: '' })
        .eq('key', 'contact_email');
      expect(empty.error?.code).toBe('23514');
      for (const value of ['secretariat@ecole.example']) {
        const ok = await admin
          .from('site_settings')
          .update({ value })
          .eq('key', 'contact_email')
          .select('value');
        expect(ok.data).toEqual([{ value }]);
      }
      // Other settings are not addresses: the name saves as it was.
      const other = await admin
        .from('site_settings')
        .select('value')
        .eq('key', 'site_name')
        .single();
      const same = await admin
        .from('site_settings')
        .update({ value: other.data!.value })
        .eq('key', 'site_name')
        .select('key');
      expect(same.error).toBeNull();
    } finally {
      await service.from('site_settings').update({ value: current }).eq('key', 'contact_email');
    }
  });
});

// Rows stored under the old rule stay, and staff can still mark them: the migration applied to a
// database that already holds them (PGlite in this process, no stack).
describe('the strict e-mail migration on a database with old rows', () => {
  let db: PGlite;

  beforeAll(async () => {
    db = await memoryPglite();
    await db.exec(platformSql);
    const migrations = listMigrations(new URL('../migrations', import.meta.url).pathname);
    for (const migration of migrations.filter((m) => m.version < STRICT)) {
      await db.exec(readFileSync(migration.path, 'utf8'));
    }
    await db.query(
      `insert into public.contact_messages (name, email, phone, subject, message)
       values ('Old', 'victim@x.yz?cc=attacker%40evil.example', '12345678', 'Old subject', 'An old message, long enough to keep.')`,
    );
    await db.query(
      `insert into public.newsletter_subscribers (email) values ('old?x@evil.example')`,
    );
    for (const migration of migrations.filter((m) => m.version === STRICT)) {
      await db.exec(readFileSync(migration.path, 'utf8'));
    }
  }, 120_000);

  afterAll(async () => {
    await db?.close();
  });

  it('keeps the old message and lets it be marked handled and back', async () => {
    const rows = await db.query<{ id: string; email: string }>(
      'select id, email from public.contact_messages',
    );
    expect(rows.rows.map((row) => row.email)).toEqual(['victim@x.yz?cc=attacker%40evil.example']);
    const id = rows.rows[0]!.id;
    await db.query('update public.contact_messages set handled_at = now() where id = $1', [id]);
    await db.query('update public.contact_messages set handled_at = null where id = $1', [id]);
    expect((await db.query('select 1 from public.newsletter_subscribers')).rows).toHaveLength(1);
  });

  it('refuses a new hostile address in both tables', async () => {
    await expect(
      db.query(
        `insert into public.contact_messages (name, email, phone, subject, message)
         values ('New', 'victim@x.yz?cc=a@evil.example', '12345678', 'New subject', 'A new message, long enough to keep.')`,
      ),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      db.query(`insert into public.newsletter_subscribers (email) values ('new?x@evil.example')`),
    ).rejects.toMatchObject({ code: '23514' });
  });
});
