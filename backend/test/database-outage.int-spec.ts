import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { API_MESSAGES } from '@dealer/contracts';
import { once } from 'node:events';
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import { adminCaller, customerCaller } from './support/accounts.js';
import { booking, seedBranches, SLOTS, workingDate } from './support/booking-fixtures.js';
import type { Caller } from './support/http-client.js';
import { createTestApp, type TestApp } from './support/test-app.js';

/**
 * A TCP relay between the API and PostgreSQL that can be cut and restored, as a network or a database
 * restart would: the API's connections break, and new ones are refused while it is down.
 */
class DatabaseLink {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = connect(5432, '127.0.0.1');
      for (const socket of [client, upstream]) {
        this.sockets.add(socket);
        socket.on('close', () => this.sockets.delete(socket));
        socket.on('error', () => undefined);
      }
      client.pipe(upstream).pipe(client);
    });
    this.server.listen(this.port, '127.0.0.1');
    await once(this.server, 'listening');
    this.port = (this.server.address() as AddressInfo).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise((resolve) => this.server!.close(resolve));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }
}

const link = new DatabaseLink();
let t: TestApp;
let customer: Caller;
const date = workingDate(3);
const MINE = '/api/bookings/list/outage@test.sa';

beforeAll(async () => {
  await link.open();
  t = await createTestApp({ env: { DATABASE_URL: `postgres://postgres@127.0.0.1:${link.port}/dealer_it_outage_${process.pid}` } });
  await seedBranches(await adminCaller(t), [{ name: 'Olaya', capacity: 2 }]);
  customer = await customerCaller(t, 'outage@test.sa');
});
afterAll(async () => {
  await t?.close();
  await link.cut();
});

describe('a database that cannot be reached', () => {
  it('answers 503 with Retry-After and a message to try again, and the booking retried under its key is made once', async () => {
    const body = booking('Olaya', date, SLOTS[0]!);
    const key = { 'idempotency-key': 'outage-booking-1' };
    await link.cut();
    // Past the second in which the session is answered from memory, so the request needs PostgreSQL.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const refused = await customer.send('POST', '/api/bookings/', body, key);
    expect(refused.status).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.body.message).toBe(API_MESSAGES.serviceBusy.en);
    const list = await customer.get(MINE);
    expect(list.status).toBe(503);

    await link.open();
    const made = await customer.send<{ _id: string }>('POST', '/api/bookings/', body, key);
    expect(made.status).toBe(201);
    const again = await customer.send<{ _id: string }>('POST', '/api/bookings/', body, key);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(made.body);
    const mine = await customer.get<{ data: unknown[] }>(MINE);
    expect(mine.status).toBe(200);
    expect(mine.body.data).toHaveLength(1);
  });
});
