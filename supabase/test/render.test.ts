// Storage's image transformations (/storage/v1/render/image/…), as hosted Supabase answers them:
// the format from the Accept header or the `format` asked for, width/height/resize, quality's
// bounds, renditions kept on disk and never served for a replaced object, clear 400s for absurd
// requests, a 422 (and a stack that lives on) for an image that cannot be decoded, and exactly
// the object endpoint's access rules.
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import {
  createLimiter,
  LimiterFullError,
  outputFormat,
  parseRenderOptions,
  targetBox,
} from '../stack/render.mjs';
import { startStack } from '../stack/stack.mjs';
import {
  ANON_KEY,
  DEMO_ADMIN,
  pgliteDataDir,
  SERVICE_ROLE_KEY,
  serviceClient,
  signedIn,
  stacks,
} from './support';

const BUCKET = 'content-images';
const ACCEPT_CHROME = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
const ACCEPT_NO_WEBP = 'image/png,image/jpeg,*/*;q=0.5';

/** An 800 x 450 picture with detail (noise over a gradient), so quality changes its size. */
async function photo(format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const width = 800;
  const height = 450;
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 11;
  for (let i = 0; i < pixels.length; i += 1) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    pixels[i] = ((i % (width * 3)) / 12 + (seed % 60)) & 0xff;
  }
  const image = sharp(pixels, { raw: { width, height, channels: 3 } });
  return format === 'png' ? image.png().toBuffer() : image.jpeg({ quality: 90 }).toBuffer();
}

const solid = (rgb: [number, number, number]) =>
  sharp({
    create: { width: 64, height: 64, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .png()
    .toBuffer();

let counter = 0;
const uniqueName = (ext: string) =>
  `render-test/${Date.now().toString(36)}-${(counter += 1)}-${Math.random().toString(36).slice(2)}.${ext}`;

async function upload(url: string, name: string, data: Buffer, type = 'image/png', upsert = false) {
  const { error } = await serviceClient(url)
    .storage.from(BUCKET)
    .upload(name, new Blob([new Uint8Array(data)], { type }), { contentType: type, upsert });
  if (error) throw error;
}

const renderUrl = (url: string, name: string, query = '', access = 'public', bucket = BUCKET) =>
  `${url}/storage/v1/render/image/${access}/${bucket}/${name}${query ? `?${query}` : ''}`;

async function render(address: string, headers: Record<string, string> = {}) {
  const response = await fetch(address, { headers });
  const body = Buffer.from(await response.arrayBuffer());
  return { response, body };
}

/** A JSON error body: Storage's `{ statusCode, error, message }`. */
const errorOf = (body: Buffer | string) =>
  JSON.parse(body.toString()) as { statusCode?: string; error?: string; message?: string };

async function stillAnswers(url: string) {
  expect((await fetch(`${url}/auth/v1/health`)).status).toBe(200);
  const rest = await fetch(`${url}/rest/v1/site_settings?select=key&limit=1`, {
    headers: { apikey: ANON_KEY },
  });
  expect(rest.status).toBe(200);
}

describe('render options (no stack)', () => {
  it('reads the query as hosted Storage does, refusing what is out of range', () => {
    const parsed = parseRenderOptions(new URLSearchParams('width=640&quality=60&resize=contain'));
    expect(parsed).toMatchObject({ width: 640, height: 0, resize: 'contain', quality: 60 });
    expect(parseRenderOptions(new URLSearchParams(''))).toMatchObject({
      width: 0,
      height: 0,
      resize: 'cover',
      quality: 80,
      format: null,
    });
    for (const bad of [
      'width=2501',
      'width=-1',
      'width=1.5',
      'width=1e3',
      'height=abc',
      'quality=19',
      'quality=101',
      'resize=stretch',
      'format=gif',
    ]) {
      expect(() => parseRenderOptions(new URLSearchParams(bad)), bad).toThrow();
    }
  });

  it('picks WebP only for a client that accepts it, unless a format is asked for', () => {
    expect(outputFormat(null, ACCEPT_CHROME, 'png')).toBe('webp');
    expect(outputFormat(null, ACCEPT_NO_WEBP, 'jpeg')).toBe('jpeg');
    expect(outputFormat('origin', ACCEPT_CHROME, 'png')).toBe('png');
    expect(outputFormat('avif', ACCEPT_NO_WEBP, 'png')).toBe('avif');
  });

  it('never enlarges, and keeps the shape asked for when the source is smaller', () => {
    expect(targetBox({ width: 200, height: 0, resize: 'cover' }, 800, 450)).toMatchObject({
      width: 200,
      height: 113,
    });
    expect(targetBox({ width: 1600, height: 0, resize: 'cover' }, 800, 450)).toMatchObject({
      width: 800,
      height: 450,
    });
    expect(targetBox({ width: 1600, height: 1600, resize: 'cover' }, 800, 450)).toMatchObject({
      width: 450,
      height: 450,
    });
    expect(targetBox({ width: 0, height: 0, resize: 'cover' }, 800, 450)).toBeNull();
  });

  it('runs at most N tasks at once and refuses beyond its queue', async () => {
    const limiter = createLimiter(2, 3);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const task = () =>
      limiter.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running -= 1;
      });
    const accepted = [task(), task(), task(), task(), task()];
    await expect(task()).rejects.toBeInstanceOf(LimiterFullError);
    expect(limiter.active).toBe(2);
    expect(limiter.waiting).toBe(3);
    while (releases.length > 0 || limiter.active > 0) {
      releases.shift()?.();
      await new Promise((resolve) => setImmediate(resolve));
    }
    await Promise.all(accepted);
    expect(most).toBe(2);
  });
});

describe.each(stacks())('image transformations on $name', ({ url }) => {
  let picture: string;

  beforeAll(async () => {
    picture = uniqueName('png');
    await upload(url, picture, await photo());
  });

  it('format: WebP from the Accept header, AVIF or the original when asked for', async () => {
    const auto = await render(renderUrl(url, picture, 'width=200'), { Accept: ACCEPT_CHROME });
    expect(auto.response.status).toBe(200);
    expect(auto.response.headers.get('content-type')).toBe('image/webp');
    expect(auto.response.headers.get('vary')).toBe('Accept');
    expect((await sharp(auto.body).metadata()).format).toBe('webp');

    const plain = await render(renderUrl(url, picture, 'width=200'), { Accept: ACCEPT_NO_WEBP });
    expect(plain.response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(plain.body).metadata()).format).toBe('png');

    const avif = await render(renderUrl(url, picture, 'width=200&format=avif'), {
      Accept: ACCEPT_NO_WEBP,
    });
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.response.headers.get('vary')).toBeNull();
    expect((await sharp(avif.body).metadata()).format).toBe('heif');

    const origin = await render(renderUrl(url, picture, 'width=200&format=origin'), {
      Accept: ACCEPT_CHROME,
    });
    expect(origin.response.headers.get('content-type')).toBe('image/png');
  });

  it('width, height and the three resize modes; never larger than the source', async () => {
    const size = async (query: string) => {
      const { response, body } = await render(renderUrl(url, picture, `${query}&format=webp`));
      expect(response.status, query).toBe(200);
      const meta = await sharp(body).metadata();
      return `${meta.width}x${meta.height}`;
    };
    expect(await size('width=200')).toBe('200x113');
    expect(await size('height=90')).toBe('160x90');
    expect(await size('width=200&height=200')).toBe('200x200');
    expect(await size('width=200&height=200&resize=cover')).toBe('200x200');
    expect(await size('width=200&height=200&resize=contain')).toBe('200x113');
    expect(await size('width=200&height=200&resize=fill')).toBe('200x200');
    expect(await size('width=1600')).toBe('800x450');
    expect(await size('width=1600&height=900')).toBe('800x450');
    expect(await size('width=2500&height=2500')).toBe('450x450');
    expect(await size('quality=80')).toBe('800x450');
  });

  it('quality from 20 to 100 changes the bytes; outside that range is a 400', async () => {
    const low = await render(renderUrl(url, picture, 'width=400&format=webp&quality=20'));
    const high = await render(renderUrl(url, picture, 'width=400&format=webp&quality=100'));
    expect(low.response.status).toBe(200);
    expect(high.response.status).toBe(200);
    expect(low.body.length).toBeLessThan(high.body.length / 2);
    for (const quality of ['19', '101', '0', 'high', '50.5']) {
      const { response, body } = await render(renderUrl(url, picture, `quality=${quality}`));
      expect(response.status, quality).toBe(400);
      const error = errorOf(body);
      expect(error).toMatchObject({ statusCode: '400', error: 'InvalidRequest' });
      expect(error.message).toContain('quality');
    }
  });

  it('absurd sizes and unknown modes or formats are clear 400s', async () => {
    for (const [query, parameter] of [
      ['width=2501', 'width'],
      ['width=99999999999', 'width'],
      ['width=-20', 'width'],
      ['height=1e9', 'height'],
      ['height=abc', 'height'],
      ['resize=stretch', 'resize'],
      ['format=gif', 'format'],
    ] as const) {
      const started = Date.now();
      const { response, body } = await render(renderUrl(url, picture, query));
      expect(response.status, query).toBe(400);
      expect(errorOf(body).message).toContain(parameter);
      expect(Date.now() - started).toBeLessThan(5000);
    }
    await stillAnswers(url);
  });

  it('keeps each rendition: the second request is a hit, conditional requests get a 304', async () => {
    const name = uniqueName('png');
    await upload(url, name, await photo());
    const address = renderUrl(url, name, 'width=320&format=webp');
    const first = await render(address);
    expect(first.response.headers.get('x-render-cache')).toBe('miss');
    const second = await render(address);
    expect(second.response.headers.get('x-render-cache')).toBe('hit');
    expect(second.body.equals(first.body)).toBe(true);
    const etag = second.response.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await fetch(address, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    // Another width is another rendition.
    const other = await render(renderUrl(url, name, 'width=160&format=webp'));
    expect(other.response.headers.get('x-render-cache')).toBe('miss');
    expect(other.response.headers.get('etag')).not.toBe(etag);
  });

  it('a replaced object never serves its old rendition, and a deleted one serves none', async () => {
    const name = uniqueName('png');
    const colour = async (query: string) => {
      const { response, body } = await render(renderUrl(url, name, query));
      expect(response.status).toBe(200);
      const { data } = await sharp(body).raw().toBuffer({ resolveWithObject: true });
      return [data[0], data[1], data[2]];
    };
    const red = (pixel: (number | undefined)[]) => pixel[0]! > 200 && pixel[2]! < 50;
    const blue = (pixel: (number | undefined)[]) => pixel[2]! > 200 && pixel[0]! < 50;
    await upload(url, name, await solid([255, 0, 0]));
    expect(red(await colour('width=32&format=webp'))).toBe(true);
    expect(red(await colour('width=32&format=webp'))).toBe(true);
    // Upsert (x-upsert), then update (PUT): each is a new version.
    await upload(url, name, await solid([0, 0, 255]), 'image/png', true);
    expect(blue(await colour('width=32&format=webp'))).toBe(true);
    const { error } = await serviceClient(url)
      .storage.from(BUCKET)
      .update(name, new Blob([new Uint8Array(await solid([255, 0, 0]))], { type: 'image/png' }));
    expect(error).toBeNull();
    expect(red(await colour('width=32&format=webp'))).toBe(true);
    await serviceClient(url).storage.from(BUCKET).remove([name]);
    const gone = await render(renderUrl(url, name, 'width=32&format=webp'));
    expect(gone.response.status).toBe(400);
    expect(errorOf(gone.body)).toMatchObject({ statusCode: '404' });
  });

  it('an image that cannot be decoded is a 422, and the stack answers on', async () => {
    const jpeg = await photo('jpeg');
    // A PNG header announcing 30000 x 30000 pixels (900 megapixels) and no image data.
    const header = Buffer.alloc(13);
    header.writeUInt32BE(30000, 0);
    header.writeUInt32BE(30000, 4);
    header[8] = 8;
    header[9] = 2;
    const ihdr = Buffer.concat([Buffer.from([0, 0, 0, 13]), Buffer.from('IHDR'), header]);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      ihdr,
      Buffer.alloc(4),
    ]);
    const cases: [string, Buffer, string][] = [
      // PNG's signature, then none of a PNG (the stack refuses an upload without the signature).
      [
        'not an image',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47]), Buffer.from('this is not an image')]),
        'image/png',
      ],
      ['truncated JPEG', jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg'],
      ['a 900-megapixel header', bomb, 'image/png'],
    ];
    for (const [label, data, type] of cases) {
      const name = uniqueName(type === 'image/png' ? 'png' : 'jpg');
      await upload(url, name, data, type);
      const started = Date.now();
      const { response, body } = await render(renderUrl(url, name, 'width=100'));
      expect(response.status, label).toBe(422);
      expect(errorOf(body), label).toMatchObject({
        statusCode: '422',
        error: 'ImageProcessingError',
      });
      expect(Date.now() - started, label).toBeLessThan(10_000);
    }
    await stillAnswers(url);
    const good = await render(renderUrl(url, picture, 'width=50&format=webp'));
    expect(good.response.status).toBe(200);
  });

  it('many renditions asked at once all answer', async () => {
    const widths = Array.from({ length: 12 }, (_, i) => 100 + i * 10);
    const results = await Promise.all(
      widths.map((width) => render(renderUrl(url, picture, `width=${width}&format=webp`))),
    );
    for (const [index, { response, body }] of results.entries()) {
      expect(response.status).toBe(200);
      expect((await sharp(body).metadata()).width).toBe(widths[index]);
    }
  });

  it('follows exactly the object endpoint’s access rules', async () => {
    const admin = await signedIn(url, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const adminToken = (await admin.auth.getSession()).data.session!.access_token;
    const asAnon = { apikey: ANON_KEY };
    const asAdmin = { apikey: ANON_KEY, Authorization: `Bearer ${adminToken}` };
    const asService = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}` };
    const object = (access: string, name: string, bucket = BUCKET) =>
      `${url}/storage/v1/object/${access}/${bucket}/${name}`;
    const rendered = (access: string, name: string, bucket = BUCKET) =>
      renderUrl(url, name, 'width=40&format=webp', access, bucket);
    const outcome = async (address: string, headers: Record<string, string>) => {
      const response = await fetch(address, { headers });
      const text = await response.text();
      let code = '';
      try {
        code = errorOf(text).statusCode ?? '';
      } catch {
        code = '';
      }
      return `${response.status}${code ? ` ${code}` : ''}`;
    };
    const missing = 'render-test/does-not-exist.png';
    const cases: {
      access: string;
      name: string;
      headers: Record<string, string>;
      bucket?: string;
    }[] = [
      // The bucket is public: anyone reads its objects through the public address.
      { access: 'public', name: picture, headers: {} },
      { access: 'public', name: picture, headers: asAnon },
      { access: 'public', name: missing, headers: {} },
      { access: 'public', name: 'render-test/%2e%2e/x.png', headers: {} },
      { access: 'public', name: picture, headers: {}, bucket: 'no-such-bucket' },
      // Through the authenticated address, the bucket's policies decide: admins only.
      { access: 'authenticated', name: picture, headers: {} },
      { access: 'authenticated', name: picture, headers: asAnon },
      { access: 'authenticated', name: picture, headers: asAdmin },
      { access: 'authenticated', name: picture, headers: asService },
      {
        access: 'authenticated',
        name: picture,
        headers: { apikey: ANON_KEY, Authorization: 'Bearer forged.token.x' },
      },
    ];
    for (const { access, name, headers, bucket = BUCKET } of cases) {
      const expected = await outcome(object(access, name, bucket), headers);
      const actual = await outcome(rendered(access, name, bucket), headers);
      expect(actual, `${access} ${bucket}/${name} ${Object.keys(headers).join('+')}`).toBe(
        expected,
      );
    }
    // And the outcomes themselves, so the comparison cannot pass by both being wrong.
    expect(await outcome(rendered('public', picture), {})).toBe('200');
    expect(await outcome(rendered('authenticated', picture), asAnon)).toBe('400 404');
    expect(await outcome(rendered('authenticated', picture), asAdmin)).toBe('200');
    expect(await outcome(rendered('authenticated', picture), {})).toBe('401');
    expect(await outcome(rendered('public', missing), {})).toBe('400 404');
  });
});

describe('image transformations of a private bucket, and the disk cap', () => {
  const dir = mkdtempSync(join(tmpdir(), 'school-render-'));
  let stack: Awaited<ReturnType<typeof startStack>>;
  const cap = 60_000;

  beforeAll(async () => {
    stack = await startStack({
      port: 0,
      dataDir: pgliteDataDir(dir),
      log: () => undefined,
      seedFile: null,
      renderCacheBytes: cap,
    });
    await stack.db.query(
      `insert into storage.buckets (id, name, public) values ('private-images', 'private-images', false)`,
    );
    await stack.db.query(
      `create policy "Signed-in users read private images" on storage.objects
         for select to authenticated using (bucket_id = 'private-images')`,
    );
  });

  afterAll(async () => {
    await stack?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a private bucket: not through the public address, only as its policies allow', async () => {
    const { url } = stack;
    const { error } = await serviceClient(url)
      .storage.from('private-images')
      .upload('secret.png', new Blob([new Uint8Array(await photo())], { type: 'image/png' }));
    expect(error).toBeNull();
    const query = 'width=40&format=webp';
    const status = async (access: string, headers: Record<string, string>) => {
      const response = await fetch(renderUrl(url, 'secret.png', query, access, 'private-images'), {
        headers,
      });
      const object = await fetch(`${url}/storage/v1/object/${access}/private-images/secret.png`, {
        headers,
      });
      expect(response.status).toBe(object.status);
      return response.status;
    };
    expect(await status('public', {})).toBe(400);
    expect(await status('authenticated', { apikey: ANON_KEY })).toBe(400);
    expect(
      await status('authenticated', {
        apikey: SERVICE_ROLE_KEY,
        Authorization: `Bearer ${SERVICE_ROLE_KEY}`,
      }),
    ).toBe(200);
  });

  it('the kept renditions stay within the disk cap, least recently used out first', async () => {
    const { url } = stack;
    const name = 'cap/photo.png';
    await upload(url, name, await photo());
    const used = () => {
      const root = join(dir, 'storage-renders');
      let total = 0;
      for (const folder of readdirSync(root)) {
        for (const file of readdirSync(join(root, folder))) {
          total += statSync(join(root, folder, file)).size;
        }
      }
      return total;
    };
    const address = (width: number) => renderUrl(url, name, `width=${width}&format=webp`);
    let largest = 0;
    let written = 0;
    for (let width = 300; width <= 800; width += 50) {
      const { response, body } = await render(address(width));
      expect(response.headers.get('x-render-cache')).toBe('miss');
      largest = Math.max(largest, body.length);
      written += body.length;
      expect(used()).toBeLessThanOrEqual(cap + largest);
    }
    // The cap was reached: the first rendition had to go, the last one is still there.
    expect(written).toBeGreaterThan(2 * cap);
    expect((await render(address(800))).response.headers.get('x-render-cache')).toBe('hit');
    expect((await render(address(300))).response.headers.get('x-render-cache')).toBe('miss');
  });
});
