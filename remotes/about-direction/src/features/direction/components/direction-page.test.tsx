import { renderRemote } from '@school/shared/testing';
import { screen } from '@testing-library/react';
import App from '../../../app/app';

describe('/direction page', () => {
  it('renders at /direction in French, from the messages declared in code', async () => {
    await renderRemote(<App />, { path: '/direction' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Le fondateur et la direction',
    );
  });

  it('renders at /ar/direction in Arabic, from the loaded catalog', async () => {
    await renderRemote(<App />, { path: '/direction', locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('المؤسس والإدارة');
  });
});
