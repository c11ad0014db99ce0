import { scriptEntryOf } from './remotes';

describe('scriptEntryOf', () => {
  it('loads a remote from the remoteEntry.js beside the manifest the runtime map names', () => {
    expect(scriptEntryOf('http://localhost:3003/v/0123456789ab/mf-manifest.json')).toBe(
      'http://localhost:3003/v/0123456789ab/remoteEntry.js',
    );
    expect(scriptEntryOf('https://cdn.example.org/blog-news/mf-manifest.json?x=1')).toBe(
      'https://cdn.example.org/blog-news/remoteEntry.js',
    );
  });

  it('takes a map that names a script entry as it is', () => {
    expect(scriptEntryOf('https://cdn.example.org/home/remoteEntry.js')).toBe(
      'https://cdn.example.org/home/remoteEntry.js',
    );
  });
});

describe('scriptEntryOf without a document (the prerenderer)', () => {
  it('leaves a server entry untouched, without reading the document', () => {
    const spy = vi.spyOn(document, 'baseURI', 'get');
    expect(scriptEntryOf('http://localhost:3003/v/0123456789ab/server/remoteEntry.js')).toBe(
      'http://localhost:3003/v/0123456789ab/server/remoteEntry.js',
    );
    expect(spy).not.toHaveBeenCalled();
  });
});
