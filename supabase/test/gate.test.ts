// The lock over PGlite's single session: first come first served, the stack's own whole work
// (urgent) ahead of queued PostgREST transactions, and the two queues taking turns so neither
// starves the other.
import { Gate } from '../stack/gate.mjs';

/** Each holder records its name, then releases after a tick. */
function holder(gate: Gate, order: string[], name: string, urgent = false) {
  return gate.run(async () => {
    order.push(name);
    await new Promise((resolve) => setTimeout(resolve, 1));
  }, urgent);
}

describe('the PGlite session lock', () => {
  it('serves waiting connections first come, first served', async () => {
    const gate = new Gate();
    const order: string[] = [];
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => holder(gate, order, name)));
    expect(order).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('lets urgent work go ahead, taking turns with the queue so neither starves', async () => {
    const gate = new Gate();
    const order: string[] = [];
    const tasks = [
      holder(gate, order, 'p1'),
      holder(gate, order, 'p2'),
      holder(gate, order, 'p3'),
      holder(gate, order, 'p4'),
      holder(gate, order, 'u1', true),
      holder(gate, order, 'u2', true),
      holder(gate, order, 'u3', true),
    ];
    await Promise.all(tasks);
    // p1 held it when the rest arrived; then urgent and queued work alternate.
    expect(order).toEqual(['p1', 'u1', 'p2', 'u2', 'p3', 'u3', 'p4']);
  });

  it('is free again once every holder released it', async () => {
    const gate = new Gate();
    await gate.acquire();
    let second = false;
    const waiting = gate.acquire().then(() => {
      second = true;
    });
    await Promise.resolve();
    expect(second).toBe(false);
    gate.release();
    await waiting;
    expect(second).toBe(true);
    gate.release();
    // Free: an acquire resolves at once.
    let third = false;
    void gate.acquire().then(() => {
      third = true;
    });
    await Promise.resolve();
    expect(third).toBe(true);
  });
});
