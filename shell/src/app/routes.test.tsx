import { parseRuntimeConfig, setRuntimeConfig } from '@school/shared';
import { screen } from '@testing-library/react';
import { adminRemote, publicRemoteRoutes } from './route-table';
import { createRoutes } from './routes';
import { renderRoutes } from '../test-utils';

function FakeArea({ id }: { id: string }) {
  return <div data-testid="area">{id}</div>;
}

describe('shell routes', () => {
  // No remote is reachable here: the footer's newsletter area shows its fallback.
  beforeEach(() => {
    setRuntimeConfig(parseRuntimeConfig({ remotes: {} }));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it.each(publicRemoteRoutes)('$path mounts $remote inside the public layout', async ({ path, remote }) => {
    renderRoutes(createRoutes({ Area: FakeArea }), path);
    expect(await screen.findByTestId('area')).toHaveTextContent(remote);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it.each(['/admin', '/admin/login', '/admin/dashboard', '/admin/content', '/admin/users', '/admin/settings'])(
    '%s goes to the admin remote, outside the public layout',
    async (path) => {
      renderRoutes(createRoutes({ Area: FakeArea }), path);
      expect(await screen.findByTestId('area')).toHaveTextContent(adminRemote);
      expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    },
  );

  it('shows the not-found page for any other path and logs it', async () => {
    const log = vi.mocked(console.error);
    renderRoutes(createRoutes({ Area: FakeArea }), '/nowhere');
    expect(await screen.findByRole('heading', { name: 'Page Introuvable' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('404'), '/nowhere');
  });

  it("shows 'Unexpected Application Error!' with the message when a route throws", async () => {
    function Broken(): never {
      throw new Error('the news list exploded');
    }
    renderRoutes(createRoutes({ Area: Broken }), '/news');
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByText('the news list exploded')).toBeInTheDocument();
    // The layout around the failed route stays usable.
    expect(screen.getByRole('banner')).toBeInTheDocument();
  });
});
