import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionEvent } from '../../contract/transactions';
import { useHarness } from '../test/harness';
import { emitTransactionEvent } from './events';

const h = useHarness();

interface Listener {
  socket: Socket;
  /** Every event this socket received, by name. */
  received: [string, unknown][];
}

async function connect(url: string, email: string): Promise<Listener> {
  const socket = io(url, { auth: { token: await h.loginAs(email) }, transports: ['websocket'], reconnection: false });
  const received: [string, unknown][] = [];
  socket.onAny((event: string, payload: unknown) => received.push([event, payload]));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return { socket, received };
}

function nextEvent(listener: Listener, event: string): Promise<unknown> {
  return new Promise((resolve) => listener.socket.once(event, resolve));
}

describe('emitTransactionEvent', () => {
  const listeners: Record<string, Listener> = {};

  beforeAll(async () => {
    await h.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(h.app.server.address() as AddressInfo).port}`;
    for (const email of ['merchant@sandbox.test', 'finance@sandbox.test', 'ops@sandbox.test', 'other@sandbox.test']) {
      listeners[email] = await connect(url, email);
    }
  });

  afterAll(() => {
    for (const listener of Object.values(listeners)) listener.socket.disconnect();
  });

  it('sends transaction-update-{userId} to the merchant and each of its sub-users, and to no one else', async () => {
    const merchantId = await h.userId('merchant@sandbox.test');
    const event: TransactionEvent = {
      type: 'new_transaction',
      transactionId: 'DEP-EVENT-1',
      status: 'initiated',
      transactionType: 'deposit',
    };
    const team = ['merchant@sandbox.test', 'finance@sandbox.test', 'ops@sandbox.test'];
    const teamIds = await Promise.all(team.map((email) => h.userId(email)));
    const arrivals = team.map((email, i) => nextEvent(listeners[email], `transaction-update-${teamIds[i]}`));
    await emitTransactionEvent(h.app.services, merchantId, event);
    expect(await Promise.all(arrivals)).toEqual([event, event, event]);

    // Events on one socket arrive in order: once other@ has its own event, it has had all before it.
    const otherId = await h.userId('other@sandbox.test');
    const ownEvent: TransactionEvent = { ...event, type: 'transaction_status_update', transactionId: 'DEP-OTHER-1', status: 'confirmed' };
    const otherArrival = nextEvent(listeners['other@sandbox.test'], `transaction-update-${otherId}`);
    await emitTransactionEvent(h.app.services, otherId, ownEvent);
    expect(await otherArrival).toEqual(ownEvent);
    expect(listeners['other@sandbox.test'].received).toEqual([[`transaction-update-${otherId}`, ownEvent]]);
    expect(listeners['merchant@sandbox.test'].received.map(([name]) => name)).toEqual([`transaction-update-${merchantId}`]);
  });
});
