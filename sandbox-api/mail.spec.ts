import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './test/harness';

/** A stand-in SMTP relay: an external system, so faking it is fair. It records each conversation. */
interface Session {
  commands: string[];
  data: string;
}

const sessions: Session[] = [];
let rejectRecipients = false;
let relay: Server;
let port: number;

beforeAll(async () => {
  relay = createServer((socket) => {
    const session: Session = { commands: [], data: '' };
    sessions.push(session);
    let buffer = '';
    let inData = false;
    socket.write('220 fake relay\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      if (inData) {
        const end = buffer.indexOf('\r\n.\r\n');
        if (end < 0) return;
        session.data = buffer.slice(0, end);
        buffer = buffer.slice(end + 5);
        inData = false;
        socket.write('250 queued\r\n');
      }
      let newline: number;
      while (!inData && (newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        session.commands.push(line);
        const verb = line.split(' ')[0].toUpperCase();
        if (verb === 'EHLO') socket.write('250-fake relay\r\n250 AUTH PLAIN\r\n');
        else if (verb === 'AUTH') socket.write('235 ok\r\n');
        else if (verb === 'MAIL') socket.write('250 ok\r\n');
        else if (verb === 'RCPT') socket.write(rejectRecipients ? '550 no such user\r\n' : '250 ok\r\n');
        else if (verb === 'DATA') {
          socket.write('354 go ahead\r\n');
          inData = true;
        } else if (verb === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('502 not implemented\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
  port = (relay.address() as { port: number }).port;
});

afterAll(() => new Promise<void>((resolve) => relay.close(() => resolve())));

// The relay's port is known only once it listens; the harness reads the URL after that, in its own beforeAll.
const h = useHarness({
  env: {
    get SMTP_URL() {
      return `smtp://mailer:s3cret@127.0.0.1:${port}?from=sandbox@example.test`;
    },
  },
});

describe('mail delivery with SMTP_URL', () => {
  it('keeps the message in the outbox and delivers it by SMTP with the URL credentials', async () => {
    await h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'merchant@sandbox.test' } });
    await h.app.services.mailer.deliverPending();
    const [message] = await h.mailbox('merchant@sandbox.test');
    const session = sessions.find((candidate) => candidate.data.includes(message.code!));
    expect(session).toBeDefined();
    expect(session!.commands).toContain('MAIL FROM:<sandbox@example.test>');
    expect(session!.commands).toContain('RCPT TO:<merchant@sandbox.test>');
    expect(session!.commands).toContain(`AUTH PLAIN ${Buffer.from('\u0000mailer\u0000s3cret').toString('base64')}`);
    expect(session!.data).toMatch(/^From: sandbox@example.test\r\nTo: merchant@sandbox.test\r\nSubject: Reset your password\r\n/);
    const { rows } = await h.db.query<{ sent: boolean }>(`SELECT sent_at IS NOT NULL AS sent FROM mail_outbox WHERE code = $1`, [message.code]);
    expect(rows).toEqual([{ sent: true }]);
    // Sent once: a second round finds nothing left.
    expect(await h.app.services.mailer.deliverPending()).toBe(0);
  });

  it('records a refused delivery, and the message stays readable in the sandbox mailbox', async () => {
    rejectRecipients = true;
    try {
      await h.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'other@sandbox.test' } });
      expect(await h.app.services.mailer.deliverPending()).toBe(0);
      const { rows } = await h.db.query<{ send_error: string }>(
        `SELECT send_error FROM mail_outbox WHERE to_address = 'other@sandbox.test'`,
      );
      expect(rows[0].send_error).toMatch(/550/);
      expect((await h.mailbox('other@sandbox.test')).length).toBe(1);
    } finally {
      rejectRecipients = false;
    }
  });
});
