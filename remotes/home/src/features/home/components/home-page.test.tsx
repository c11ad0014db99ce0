import { renderRemote } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import App from '../../../app/app';

describe('/ page', () => {
  it('renders at / in French, from the messages declared in code', async () => {
    await renderRemote(<App />, { path: '/' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Bienvenue au Complexe Scolaire',
    );
  });

  it('renders at /ar/ in Arabic, from the loaded catalog', async () => {
    await renderRemote(<App />, { path: '/', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'مرحبًا بكم في المجمع المدرسي',
    );
  });
});
