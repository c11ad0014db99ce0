// The site's servers keep an idle connection open longer than a client does, so a client that
// reuses it never races the server's close (an ECONNRESET for a good request).
import { Agent, createServer, request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { KEEP_ALIVE_MS, listen } from '../../scripts/lib/static-server.mjs';

/** One GET through `agent`; says whether it went over a socket a previous request used. */
function get(/** @type {number} */ port, /** @type {Agent} */ agent) {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode, reused: req.reusedSocket }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('listen', () => {
  it('keeps idle keep-alive connections open past the 5 s after which Node closes its own', async () => {
    expect(KEEP_ALIVE_MS).toBeGreaterThan(5000);
    const server = createServer((_req, res) => res.end('ok'));
    await listen(server, 0, '127.0.0.1');
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    // A client that keeps idle sockets longer than Node's server default (5 s) would, against
    // that default, find its socket closed after the pause and open a new one.
    const agent = new Agent({ keepAlive: true, maxSockets: 1, timeout: 60_000 });
    try {
      expect(await get(port, agent)).toEqual({ status: 200, reused: false });
      await new Promise((done) => setTimeout(done, 5600));
      expect(await get(port, agent)).toEqual({ status: 200, reused: true });
      expect(server.keepAliveTimeout).toBe(KEEP_ALIVE_MS);
      expect(server.headersTimeout).toBeGreaterThan(KEEP_ALIVE_MS);
    } finally {
      agent.destroy();
      await new Promise((done) => server.close(done));
    }
  });
});
