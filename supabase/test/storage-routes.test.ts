// The Storage route table: which handler a method and path reach, and the bucket and key they
// name (the edge cases the table must answer as Supabase Storage's routes do).
import { findRoute } from '../stack/storage/routes.mjs';

const route = (method: string, path: string) => {
  const found = findRoute(method, path.split('/').filter(Boolean));
  return found && { handler: found.route.handler, access: found.route.access, ...found.matched };
};

describe('storage routes', () => {
  it('reads public, authenticated and plain object paths', () => {
    expect(route('GET', '/object/public/images/a/b.png')).toEqual({
      handler: 'download',
      access: 'public',
      bucket: 'images',
      name: ['a', 'b.png'],
    });
    expect(route('HEAD', '/object/authenticated/images/a.png')).toMatchObject({
      access: 'caller',
      bucket: 'images',
      name: ['a.png'],
    });
    expect(route('GET', '/object/images/a.png')).toMatchObject({
      access: 'caller',
      bucket: 'images',
      name: ['a.png'],
    });
  });

  it('takes `public` or `authenticated` without a bucket after it as the bucket', () => {
    expect(route('GET', '/object/public')).toMatchObject({ bucket: 'public', name: [] });
    expect(route('GET', '/object/authenticated')).toMatchObject({
      access: 'caller',
      bucket: 'authenticated',
      name: [],
    });
  });

  it('lists with POST only; PUT to /object/list/x updates an object of bucket `list`', () => {
    expect(route('POST', '/object/list/images')).toMatchObject({
      handler: 'list',
      bucket: 'images',
    });
    expect(route('PUT', '/object/list/images')).toMatchObject({
      handler: 'upload',
      bucket: 'list',
      name: ['images'],
    });
    expect(route('POST', '/object/list')).toBeNull();
  });

  it('deletes many by bucket, one by bucket and key', () => {
    expect(route('DELETE', '/object/images')).toMatchObject({ handler: 'removeMany' });
    expect(route('DELETE', '/object/images/a/b.png')).toMatchObject({
      handler: 'removeOne',
      name: ['a', 'b.png'],
    });
  });

  it('renders images for GET and HEAD only, under public or authenticated', () => {
    expect(route('GET', '/render/image/public/images/a.png')).toMatchObject({
      handler: 'renderImage',
      access: 'public',
    });
    expect(route('GET', '/render/image/authenticated/images/a.png')).toMatchObject({
      access: 'caller',
    });
    expect(route('POST', '/render/image/public/images/a.png')).toBeNull();
    expect(route('GET', '/render/image/other/images/a.png')).toBeNull();
    expect(route('GET', '/render/image/public')).toBeNull();
  });
});
