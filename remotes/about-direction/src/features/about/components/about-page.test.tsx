import { renderRemote } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import App from '../../../app/app';

describe('/about page', () => {
  it('renders at /about in French, from the messages declared in code', async () => {
    await renderRemote(<App />, { path: '/about' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('À propos de nous');
  });

  it('renders at /ar/about in Arabic, from the loaded catalog', async () => {
    await renderRemote(<App />, { path: '/about', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('من نحن');
  });
});
