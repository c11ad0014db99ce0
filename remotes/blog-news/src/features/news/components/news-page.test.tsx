import { renderRemote } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import App from '../../../app/app';

describe('/news page', () => {
  it('renders at /news in French, from the messages declared in code', async () => {
    await renderRemote(<App />, { path: '/news' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Actualités');
  });

  it('renders at /ar/news in Arabic, from the loaded catalog', async () => {
    await renderRemote(<App />, { path: '/news', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('الأخبار');
  });
});
