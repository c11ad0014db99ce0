// Pre-registrations from /inscription. Visitors write one row at a time through
// submit_admission_request (checked, throttled, honeypot) and never read one back; admins read
// them, change status and notes (nothing else), and each status change is in the activity log.
import {
  ANON_KEY,
  client,
  clientsByRole,
  fakeClientAddress,
  serviceClient,
  stacks,
  uniqueEmail,
  type Client,
  type Role,
} from './support';

const ROLES: Role[] = ['anon', 'student', 'teacher', 'admin', 'super_admin'];
const ADMINS: Role[] = ['admin', 'super_admin'];

/** A school year the function accepts (the one starting this year) and a child of 7 then. */
const startYear = new Date().getUTCFullYear();
const schoolYear = `${startYear}-${startYear + 1}`;

const request = (over: Record<string, unknown> = {}) => ({
  parent_name: 'Awa Traoré',
  phone: '+223 76 00 00 00',
  email: uniqueEmail('parent'),
  child_name: `Moussa ${Math.random().toString(36).slice(2, 8)}`,
  child_birth_date: `${startYear - 7}-03-15`,
  level: 'primary',
  school_year: schoolYear,
  message: 'Nous venons de Ségou.',
  locale: 'fr',
  ...over,
});

describe.each(stacks())('admissions on $name', ({ url }) => {
  const service = serviceClient(url);
  let clients: Record<Role, Client>;

  beforeAll(async () => {
    clients = await clientsByRole(url);
  });

  const byChild = async (childName: string) =>
    (await service.from('admission_requests').select('*').eq('child_name', childName)).data ?? [];

  it('stores a pre-registration through the function and answers its reference', async () => {
    const sent = request();
    const { data, error } = await client(url).rpc('submit_admission_request', sent);
    expect(error).toBeNull();
    expect(data).toMatch(/^INS-[2-9A-HJKMNP-Z]{6}$/);
    const rows = await byChild(sent.child_name);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      reference: data,
      status: 'new',
      notes: '',
      level: 'primary',
      school_year: schoolYear,
      email: sent.email,
    });
    // Without an e-mail (optional): stored as null, limited by the phone number instead.
    const noEmail = request({ email: '' });
    const second = await client(url).rpc('submit_admission_request', noEmail);
    expect(second.error).toBeNull();
    expect((await byChild(noEmail.child_name))[0]?.email).toBeNull();
  });

  it('refuses direct and array inserts, and nobody but an admin reads a request', async () => {
    const row = { ...request(), reference: 'INS-ABCDEF' };
    const anonymous = await fetch(`${url}/rest/v1/admission_requests`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify([row, row]),
    });
    expect(anonymous.status).toBe(401);
    await anonymous.arrayBuffer();
    for (const role of ROLES) {
      const insert = await clients[role].from('admission_requests').insert(row);
      expect({ role, code: insert.error?.code }).toEqual({ role, code: '42501' });
    }
    // An array sent to the function stores one row at most.
    const tag = `Array ${Math.random().toString(36).slice(2, 8)}`;
    await fetch(`${url}/rest/v1/rpc/submit_admission_request`, {
      method: 'POST',
      headers: {
        apikey: ANON_KEY,
        'Content-Type': 'application/json',
        'X-Forwarded-For': fakeClientAddress(),
      },
      body: JSON.stringify([0, 1, 2].map(() => request({ child_name: tag }))),
    }).then((response) => response.arrayBuffer());
    expect((await byChild(tag)).length).toBeLessThanOrEqual(1);

    const sent = request();
    expect((await client(url).rpc('submit_admission_request', sent)).error).toBeNull();
    for (const role of ROLES) {
      const { data, error } = await clients[role]
        .from('admission_requests')
        .select('id, child_name')
        .eq('child_name', sent.child_name);
      if (role === 'anon') expect(error?.code).toBe('42501');
      else expect(error).toBeNull();
      expect({ role, seen: data?.length ?? 0 }).toEqual({
        role,
        seen: ADMINS.includes(role) ? 1 : 0,
      });
    }
  });

  it('checks every field in the database, the age against the level included', async () => {
    const cases: Record<string, Record<string, unknown>> = {
      'parent name too short': { parent_name: 'A' },
      'not a phone number': { phone: 'appelez-moi' },
      'phone too short': { phone: '1234567' },
      'not an e-mail address': { email: 'victim@x.yz?cc=attacker@evil.example' },
      'child name too short': { child_name: 'M' },
      'unknown level': { level: 'university' },
      'not a school year': { school_year: `${startYear}-${startYear + 2}` },
      'a year long past': { school_year: `${startYear - 5}-${startYear - 4}` },
      'too young for primary': { child_birth_date: `${startYear - 5}-03-15` },
      'too old for preschool': { level: 'preschool', child_birth_date: `${startYear - 6}-09-30` },
      'message too long': { message: 'M'.repeat(2001) },
    };
    for (const [label, change] of Object.entries(cases)) {
      const sent = request({ child_name: `Case ${Math.random().toString(36).slice(2, 8)}` });
      const { error } = await client(url).rpc('submit_admission_request', { ...sent, ...change });
      expect({ label, code: error?.code }).toEqual({ label, code: '22023' });
      expect(await byChild(sent.child_name)).toEqual([]);
    }
    // The edges: a child turning 6 on 1 October is in primary, one turning 6 the next day is
    // still in preschool; 18 on that day is still high school.
    const edges = [
      { level: 'primary', child_birth_date: `${startYear - 6}-10-01` },
      { level: 'preschool', child_birth_date: `${startYear - 6}-10-02` },
      { level: 'high', child_birth_date: `${startYear - 19}-10-02` },
    ];
    for (const edge of edges) {
      const { error } = await client(url).rpc('submit_admission_request', request(edge));
      expect({ edge, error }).toEqual({ edge, error: null });
    }
    const tooOld = await client(url).rpc(
      'submit_admission_request',
      request({ level: 'high', child_birth_date: `${startYear - 19}-10-01` }),
    );
    expect(tooOld.error?.code).toBe('22023');
  });

  it('drops what the honeypot caught, with the answer a person gets', async () => {
    const caught = request();
    const robot = await client(url).rpc('submit_admission_request', {
      ...caught,
      website: 'http://spam.example',
    });
    expect(robot.error).toBeNull();
    expect(robot.data).toMatch(/^INS-[2-9A-HJKMNP-Z]{6}$/);
    expect(await byChild(caught.child_name)).toEqual([]);
  });

  it('a flood from one client is cut at 5 a minute; one address at 3 a minute', async () => {
    const flooder = client(url, ANON_KEY, fakeClientAddress());
    const codes = [];
    for (let i = 0; i < 7; i += 1) {
      codes.push((await flooder.rpc('submit_admission_request', request())).error?.code);
    }
    expect(codes).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      'rate_limited',
      'rate_limited',
    ]);
    // A family with three children sends three; a fourth from the same address waits, whichever
    // client it comes from. Without an e-mail, the phone number is the address.
    const email = uniqueEmail('family');
    const perAddress = [];
    for (let i = 0; i < 4; i += 1) {
      perAddress.push(
        (await client(url).rpc('submit_admission_request', request({ email }))).error?.code,
      );
    }
    expect(perAddress).toEqual([undefined, undefined, undefined, 'rate_limited']);
    const phone = `+223 ${Math.floor(10_000_000 + Math.random() * 89_999_999)}`;
    const perPhone = [];
    for (let i = 0; i < 4; i += 1) {
      perPhone.push(
        (await client(url).rpc('submit_admission_request', request({ email: null, phone }))).error
          ?.code,
      );
    }
    expect(perPhone).toEqual([undefined, undefined, undefined, 'rate_limited']);
  });

  it('admins change status and notes only; others change nothing; each change is logged', async () => {
    const sent = request();
    const reference = (await client(url).rpc('submit_admission_request', sent)).data!;
    const [row] = await byChild(sent.child_name);
    for (const role of ROLES) {
      if (ADMINS.includes(role)) continue;
      await clients[role]
        .from('admission_requests')
        .update({ status: 'enrolled', notes: role })
        .eq('id', row!.id);
    }
    expect((await byChild(sent.child_name))[0]).toMatchObject({ status: 'new', notes: '' });

    const { data, error } = await clients.admin
      .from('admission_requests')
      .update({ status: 'visit_planned', notes: 'Visite samedi 10 h' })
      .eq('id', row!.id)
      .select('status, notes, updated_at');
    expect(error).toBeNull();
    expect(data).toEqual([
      expect.objectContaining({ status: 'visit_planned', notes: 'Visite samedi 10 h' }),
    ]);
    // Nothing the parent wrote can be rewritten, even by an admin.
    const rewrite = await clients.admin
      .from('admission_requests')
      .update({ child_name: 'Someone else' })
      .eq('id', row!.id);
    expect(rewrite.error?.code).toBe('42501');
    const unknownStatus = await clients.super_admin
      .from('admission_requests')
      .update({ status: 'maybe' })
      .eq('id', row!.id);
    expect(unknownStatus.error?.code).toBe('23514');

    const log = await clients.admin
      .from('activity_log')
      .select('action, entity, summary, details, actor')
      .eq('entity', 'admission_requests')
      .eq('entity_id', row!.id);
    expect(log.data).toEqual([
      {
        action: 'status_change',
        entity: 'admission_requests',
        summary: reference,
        details: {
          reference,
          name: sent.child_name,
          old_status: 'new',
          new_status: 'visit_planned',
        },
        actor: expect.any(String) as unknown,
      },
    ]);
    // A note alone is not a status change: no entry.
    await clients.admin.from('admission_requests').update({ notes: 'Rappeler' }).eq('id', row!.id);
    const after = await clients.admin
      .from('activity_log')
      .select('id')
      .eq('entity', 'admission_requests')
      .eq('entity_id', row!.id);
    expect(after.data).toHaveLength(1);
  });

  it('the admissions texts are settings anyone reads', async () => {
    const { data } = await client(url)
      .from('site_settings')
      .select('key, kind, required')
      .like('key', 'admissions_%')
      .order('key');
    expect(data).toEqual([
      { key: 'admissions_calendar', kind: 'localized_text', required: false },
      { key: 'admissions_documents', kind: 'localized_text', required: false },
    ]);
  });
});
