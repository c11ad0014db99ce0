import { renderRemote } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import App from '../../../app/app';

describe('/blog page', () => {
  it('renders at /blog in French, from the messages declared in code', async () => {
    await renderRemote(<App />, { path: '/blog' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Blog');
  });

  it('renders at /ar/blog in Arabic, from the loaded catalog', async () => {
    await renderRemote(<App />, { path: '/blog', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('المدونة');
  });
});
