import { setSupabaseForTests, type TypedSupabaseClient } from '@school/shared';
import { uploadContentImage } from './upload-content-image';

describe('uploadContentImage', () => {
  afterEach(() => setSupabaseForTests(null));

  // The stored name once was the file's own, e.g. a draft's title.
  it('stores the image under a random name, not the file name', async () => {
    const upload = vi.fn().mockResolvedValue({ error: null });
    const getPublicUrl = (name: string) => ({ data: { publicUrl: `https://cdn.example/${name}` } });
    setSupabaseForTests({
      storage: { from: () => ({ upload, getPublicUrl }) },
    } as unknown as TypedSupabaseClient);
    const file = new File([new Uint8Array(8)], 'Résultats du bac 2025 (brouillon).png', {
      type: 'image/png',
    });
    const url = await uploadContentImage(file);
    const name = upload.mock.calls[0]![0] as string;
    expect(name).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(url).toBe(`https://cdn.example/${name}`);
  });
});
