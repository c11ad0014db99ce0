// Documents (public.documents, public.document_files, the `documents` bucket): who reads and
// writes them, per role through the real supabase-js client (storage uploads included), the
// bucket's limits as the stack enforces them (size, type, and bytes that are not what they
// claim), and the rules the database keeps: versions in order, their size and type taken from
// the stored object, old versions never replaced, files deleted only with their document.
import { clientsByRole, serviceClient, stacks, type Client, type Role } from './support';

const ROLES: Role[] = ['anon', 'student', 'teacher', 'admin', 'super_admin'];
const ADMINS: Role[] = ['admin', 'super_admin'];
const BUCKET = 'documents';

const pdf = (text: string) =>
  new Blob([`%PDF-1.4\n% ${text}\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n`], {
    type: 'application/pdf',
  });
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe.each(stacks())('documents on $name', ({ url }) => {
  let clients: Record<Role, Client>;
  const service = serviceClient(url);
  const bucket = (c: Client) => c.storage.from(BUCKET);
  const publicUrl = (key: string) => `${url}/storage/v1/object/public/${BUCKET}/${key}`;

  const newDocument = async (title_fr = `Tarifs ${Math.random()}`) => {
    const { data, error } = await service
      .from('documents')
      .insert({ title_fr, category: 'fees' })
      .select('id')
      .single();
    if (error) throw new Error(error.message);
    return data.id;
  };
  /** A document with its French file's first version stored and recorded. */
  const withFile = async () => {
    const id = await newDocument();
    const up = await bucket(service).upload(`${id}/fr/v1`, pdf('v1'));
    if (up.error) throw up.error;
    const row = await service
      .from('document_files')
      .insert({ document_id: id, language: 'fr', version: 1, file_name: 'tarifs.pdf' });
    if (row.error) throw new Error(row.error.message);
    return id;
  };
  const objectBytes = async (key: string) => {
    const response = await fetch(publicUrl(key));
    return response.status === 200 ? Buffer.from(await response.arrayBuffer()) : null;
  };

  beforeAll(async () => {
    clients = await clientsByRole(url);
  });

  const cases: {
    name: string;
    allowed: Role[];
    attempt: (c: Client, role: Role) => Promise<boolean>;
  }[] = [
    {
      name: 'select documents and their files',
      allowed: ROLES,
      attempt: async (c) => {
        const id = await withFile();
        const files = await c.from('document_files').select('size_bytes').eq('document_id', id);
        const docs = await c.from('documents').select('id').eq('id', id);
        return docs.data?.length === 1 && files.data?.length === 1;
      },
    },
    {
      name: 'insert a document',
      allowed: ADMINS,
      attempt: async (c, role) => {
        const title_fr = `Fournitures ${role} ${Math.random()}`;
        await c.from('documents').insert({ title_fr, category: 'supplies' });
        const found = await service.from('documents').select('id').eq('title_fr', title_fr);
        return found.data?.length === 1;
      },
    },
    {
      name: 'update a document',
      allowed: ADMINS,
      attempt: async (c, role) => {
        const id = await newDocument();
        await c
          .from('documents')
          .update({ title_en: `Fees ${role}` })
          .eq('id', id);
        const row = await service.from('documents').select('title_en').eq('id', id).single();
        return row.data?.title_en === `Fees ${role}`;
      },
    },
    {
      name: 'delete a document',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await withFile();
        await c.from('documents').delete().eq('id', id);
        const row = await service.from('documents').select('id').eq('id', id);
        return row.data?.length === 0;
      },
    },
    {
      name: 'storage: upload a version and record it',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await newDocument();
        await bucket(c).upload(`${id}/fr/v1`, pdf('upload'));
        await c
          .from('document_files')
          .insert({ document_id: id, language: 'fr', version: 1, file_name: 'a.pdf' });
        const rows = await service.from('document_files').select('id').eq('document_id', id);
        return (await objectBytes(`${id}/fr/v1`)) !== null && rows.data?.length === 1;
      },
    },
    {
      name: 'storage: replace the current file',
      allowed: ADMINS,
      attempt: async (c, role) => {
        const id = await withFile();
        await bucket(service).upload(`${id}/fr/current`, pdf('old'));
        await bucket(c).upload(`${id}/fr/current`, pdf(`new by ${role}`), { upsert: true });
        return (
          (await objectBytes(`${id}/fr/current`))?.toString().includes(`new by ${role}`) ?? false
        );
      },
    },
    {
      name: 'storage: list the bucket',
      allowed: ADMINS,
      attempt: async (c) => {
        const id = await withFile();
        return ((await bucket(c).list(`${id}/fr`)).data ?? []).length === 1;
      },
    },
    {
      name: 'storage: download by public URL',
      allowed: ROLES,
      attempt: async () => {
        const id = await withFile();
        return (await objectBytes(`${id}/fr/v1`))?.toString().startsWith('%PDF-') ?? false;
      },
    },
  ];

  describe.each(cases)('$name', ({ allowed, attempt }) => {
    it.each(ROLES)('%s', async (role) => {
      expect(await attempt(clients[role], role)).toBe(allowed.includes(role));
    });
  });

  it('never lets anyone replace or delete a kept version, nor delete the files of a living document', async () => {
    const id = await withFile();
    const admin = bucket(clients.admin);
    const replaced = await admin.upload(`${id}/fr/v1`, pdf('forged history'), { upsert: true });
    expect(replaced.error).not.toBeNull();
    const updated = await admin.update(`${id}/fr/v1`, pdf('forged history'));
    expect(updated.error).not.toBeNull();
    await admin.remove([`${id}/fr/v1`]);
    expect((await objectBytes(`${id}/fr/v1`))?.toString()).toContain('% v1');
    // Once the document is deleted, its files may go.
    expect((await clients.admin.from('documents').delete().eq('id', id)).error).toBeNull();
    const removed = await admin.remove([`${id}/fr/v1`]);
    expect(removed.data?.map((object) => object.name)).toEqual([`${id}/fr/v1`]);
    expect(await objectBytes(`${id}/fr/v1`)).toBeNull();
  });

  it('refuses keys outside the layout and objects of a document that does not exist', async () => {
    const id = await newDocument();
    const admin = bucket(clients.admin);
    for (const key of [`${id}/de/v1`, `${id}/fr/tarifs.pdf`, 'loose.pdf', '999999999/fr/v1']) {
      const { error } = await admin.upload(key, pdf('misplaced'));
      expect(error, key).not.toBeNull();
      expect(await objectBytes(key), key).toBeNull();
    }
  });

  it('refuses a file over 20 MB, another type, and bytes that are not what they claim (415)', async () => {
    const id = await newDocument();
    const admin = bucket(clients.admin);
    const over = new Blob([new Uint8Array(20 * 1024 * 1024 + 1)], { type: 'application/pdf' });
    const big = await admin.upload(`${id}/fr/v1`, over);
    expect(big.error).toMatchObject({ statusCode: '413' });
    const html = await admin.upload(
      `${id}/fr/v1`,
      new Blob(['<html>tarifs</html>'], { type: 'text/html' }),
    );
    expect(html.error).toMatchObject({ statusCode: '415' });
    // A « PDF » that is a web page, a « PNG » that is a PDF, a « WebP » that is a PNG.
    const fakes: [string, Blob][] = [
      ['fake pdf', new Blob(['<html>not a pdf</html>'], { type: 'application/pdf' })],
      ['fake png', new Blob(['%PDF-1.4 not a png'], { type: 'image/png' })],
      ['fake webp', new Blob([new Uint8Array(PNG)], { type: 'image/webp' })],
      ['fake jpeg', new Blob([new Uint8Array(PNG)], { type: 'image/jpeg' })],
    ];
    for (const [label, blob] of fakes) {
      const { error } = await admin.upload(`${id}/fr/v1`, blob);
      expect(error, label).toMatchObject({ statusCode: '415' });
    }
    expect(await objectBytes(`${id}/fr/v1`)).toBeNull();
    // Nothing was recorded either: the version row needs its object.
    const row = await clients.admin
      .from('document_files')
      .insert({ document_id: id, language: 'fr', version: 1, file_name: 'tarifs.pdf' });
    expect(row.error?.message).toContain('document_files_object_missing');
    // The real thing, a PNG, goes in.
    const png = await admin.upload(
      `${id}/fr/v1`,
      new Blob([new Uint8Array(PNG)], { type: 'image/png' }),
    );
    expect(png.error).toBeNull();
  });

  it('refuses an anonymous upload with the policy error', async () => {
    const id = await newDocument();
    const { error } = await bucket(clients.anon).upload(`${id}/fr/v1`, pdf('anon'));
    expect(error).toMatchObject({ statusCode: '403' });
    expect(await objectBytes(`${id}/fr/v1`)).toBeNull();
  });

  it('records versions in order with the stored size and type, whatever the client says', async () => {
    const id = await withFile();
    const skip = await clients.admin
      .from('document_files')
      .insert({ document_id: id, language: 'fr', version: 3, file_name: 'x.pdf' });
    expect(skip.error?.message).toContain('document_files_next_version');
    const second = Buffer.from(PNG);
    expect(
      (
        await bucket(clients.admin).upload(
          `${id}/fr/v2`,
          new Blob([new Uint8Array(second)], { type: 'image/png' }),
        )
      ).error,
    ).toBeNull();
    const inserted = await clients.admin
      .from('document_files')
      .insert({ document_id: id, language: 'fr', version: 2, file_name: ' plan.png ' })
      .select('version, size_bytes, mime_type, object_key, file_name')
      .single();
    expect(inserted.error).toBeNull();
    expect(inserted.data).toEqual({
      version: 2,
      size_bytes: second.length,
      mime_type: 'image/png',
      object_key: `${id}/fr/v2`,
      file_name: 'plan.png',
    });
    // Nor can a version be edited afterwards.
    const edited = await clients.admin
      .from('document_files')
      .update({ file_name: 'autre.pdf' })
      .eq('document_id', id);
    expect(edited.error?.code).toBe('42501');
  });

  it('refuses a school year that is not two following years, and an unknown category', async () => {
    for (const school_year of ['2026', '2026-2028', '26-27']) {
      const { error } = await clients.admin
        .from('documents')
        .insert({ title_fr: 'Menus', category: 'menus', school_year });
      expect(error?.message, school_year).toContain('documents_school_year_check');
    }
    const ok = await clients.admin
      .from('documents')
      .insert({ title_fr: 'Menus', category: 'menus', school_year: '2026-2027', level: 'primary' });
    expect(ok.error).toBeNull();
    const category = await clients.admin
      .from('documents')
      .insert({ title_fr: 'Menus', category: 'recipes' });
    expect(category.error?.code).toBe('23514');
  });

  it('writes a sentence in the activity log for each change and upload', async () => {
    const title_fr = `Règlement ${Math.random()}`;
    const id = await newDocument(title_fr);
    const { data: created } = await clients.admin
      .from('documents')
      .insert({ title_fr, category: 'rules' })
      .select('id')
      .single();
    const own = created!.id;
    await bucket(clients.admin).upload(`${own}/ar/v1`, pdf('ar'));
    await clients.admin
      .from('document_files')
      .insert({ document_id: own, language: 'ar', version: 1, file_name: 'reglement-ar.pdf' });
    await clients.admin.from('documents').update({ title_en: 'Rules' }).eq('id', own);
    const log = await service
      .from('activity_log')
      .select('action, details')
      .eq('entity', 'documents')
      .eq('entity_id', String(own))
      .order('id');
    expect(log.data?.map((entry) => entry.action)).toEqual(['insert', 'insert', 'update']);
    expect(log.data?.[0]?.details).not.toHaveProperty('version');
    expect(log.data?.[1]?.details).toMatchObject({ title: title_fr, language: 'ar', version: 1 });
    expect(id).not.toBe(own);
  });
});
