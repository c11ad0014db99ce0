import { renderRemote } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import App from '../../../app/app';

describe('/contact page', () => {
  it('renders at /contact in French, from the messages declared in code', async () => {
    await renderRemote(<App />, { path: '/contact' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Contactez-nous');
  });

  it('renders at /ar/contact in Arabic, from the loaded catalog', async () => {
    await renderRemote(<App />, { path: '/contact', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('اتصل بنا');
  });
});
