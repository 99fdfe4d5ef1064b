import { randomUUID } from 'node:crypto';
import { connect as netConnect, type Socket } from 'node:net';
import { hostname } from 'node:os';
import { connect as tlsConnect } from 'node:tls';

/**
 * A small SMTP client, enough to hand a plain-text message to a relay: smtps:// (TLS from the
 * start) or smtp:// (STARTTLS when the server offers it), AUTH PLAIN when the URL carries a user.
 * The sandbox sends short notices and, for scheduled reports, a statement attached (multipart/mixed,
 * base64); no pooling or retries.
 * The sender is `?from=` in SMTP_URL, else no-reply at the URL's host.
 */
export interface SmtpMessage {
  to: string;
  subject: string;
  text: string;
  attachments?: { filename: string; contentType: string; content: Buffer }[];
}

const TIMEOUT_MS = 15_000;

class Conversation {
  private buffer = '';
  private waiting: ((line: string) => void) | null = null;
  private failure: Error | null = null;

  constructor(private socket: Socket) {
    this.listen(socket);
  }

  private listen(socket: Socket): void {
    socket.setEncoding('utf8');
    socket.setTimeout(TIMEOUT_MS, () => socket.destroy(new Error('SMTP server timed out')));
    socket.on('data', (chunk: string) => {
      this.buffer += chunk;
      this.deliver();
    });
    socket.on('error', (error) => {
      this.failure = error;
      this.deliver();
    });
  }

  /** Hands over the next complete reply (all lines of a multi-line reply), once one has arrived. */
  private deliver(): void {
    if (!this.waiting) return;
    const lines = this.buffer.split('\r\n');
    const last = lines.findIndex((line) => /^\d{3} /.test(line) || /^\d{3}$/.test(line));
    if (last >= 0) {
      const reply = lines.slice(0, last + 1).join('\n');
      this.buffer = lines.slice(last + 1).join('\r\n');
      const resolve = this.waiting;
      this.waiting = null;
      resolve(reply);
    } else if (this.failure) {
      const resolve = this.waiting;
      this.waiting = null;
      resolve(`000 ${this.failure.message}`);
    }
  }

  async reply(expected: number): Promise<string> {
    const reply = await new Promise<string>((resolve) => {
      this.waiting = resolve;
      this.deliver();
    });
    if (!reply.startsWith(String(expected))) throw new Error(`SMTP: expected ${expected}, got "${reply.split('\n').pop()}"`);
    return reply;
  }

  async command(line: string, expected: number): Promise<string> {
    this.socket.write(`${line}\r\n`);
    return this.reply(expected);
  }

  /** Continues the same conversation over TLS after STARTTLS. */
  async upgrade(host: string): Promise<void> {
    this.socket.removeAllListeners('data');
    this.socket.removeAllListeners('error');
    const secure = tlsConnect({ socket: this.socket, servername: host });
    await new Promise<void>((resolve, reject) => {
      secure.once('secureConnect', resolve);
      secure.once('error', reject);
    });
    this.socket = secure;
    this.listen(secure);
  }

  close(): void {
    this.socket.end();
  }
}

function open(url: URL): Promise<Socket> {
  const secure = url.protocol === 'smtps:';
  const port = Number(url.port || (secure ? 465 : 25));
  return new Promise((resolve, reject) => {
    const socket = secure ? tlsConnect({ host: url.hostname, port, servername: url.hostname }) : netConnect({ host: url.hostname, port });
    socket.once(secure ? 'secureConnect' : 'connect', () => resolve(socket));
    socket.once('error', reject);
  });
}

/** RFC 5322 text with CRLF line ends and dot-stuffing (RFC 5321 section 4.5.2). */
function formatMessage(from: string, message: SmtpMessage): string {
  const subject = /^[\x20-\x7e]*$/.test(message.subject)
    ? message.subject
    : `=?UTF-8?B?${Buffer.from(message.subject).toString('base64')}?=`;
  const headers = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <${randomUUID()}@${from.split('@')[1] ?? 'localhost'}>`,
    'MIME-Version: 1.0',
  ];
  const text = message.text.replace(/\r?\n/g, '\r\n');
  const plain = ['Content-Type: text/plain; charset=utf-8', 'Content-Transfer-Encoding: 8bit'];
  let body: string;
  if (!message.attachments?.length) {
    headers.push(...plain);
    body = text;
  } else {
    const boundary = `=_${randomUUID()}`;
    headers.push(`Content-Type: multipart/mixed; boundary="${boundary}"`);
    const parts = [
      `${plain.join('\r\n')}\r\n\r\n${text}`,
      ...message.attachments.map((file) => {
        const name = file.filename.replace(/["\\\r\n]/g, '_');
        const lines = file.content.toString('base64').match(/.{1,76}/g) ?? [];
        return `Content-Type: ${file.contentType}; name="${name}"\r\nContent-Transfer-Encoding: base64\r\nContent-Disposition: attachment; filename="${name}"\r\n\r\n${lines.join('\r\n')}`;
      }),
    ];
    body = `${parts.map((part) => `--${boundary}\r\n${part}`).join('\r\n')}\r\n--${boundary}--`;
  }
  return `${headers.join('\r\n')}\r\n\r\n${body.replace(/^\./gm, '..')}\r\n.`;
}

export async function sendSmtp(smtpUrl: string, message: SmtpMessage): Promise<void> {
  const url = new URL(smtpUrl);
  const from = url.searchParams.get('from') ?? `no-reply@${url.hostname}`;
  const conversation = new Conversation(await open(url));
  try {
    await conversation.reply(220);
    const features = await conversation.command(`EHLO ${hostname()}`, 250);
    if (url.protocol === 'smtp:' && /^250[ -]STARTTLS/im.test(features)) {
      await conversation.command('STARTTLS', 220);
      await conversation.upgrade(url.hostname);
      await conversation.command(`EHLO ${hostname()}`, 250);
    }
    if (url.username) {
      const credentials = `\u0000${decodeURIComponent(url.username)}\u0000${decodeURIComponent(url.password)}`;
      await conversation.command(`AUTH PLAIN ${Buffer.from(credentials).toString('base64')}`, 235);
    }
    await conversation.command(`MAIL FROM:<${from}>`, 250);
    await conversation.command(`RCPT TO:<${message.to}>`, 250);
    await conversation.command('DATA', 354);
    await conversation.command(formatMessage(from, message), 250);
    await conversation.command('QUIT', 221).catch(() => undefined);
  } finally {
    conversation.close();
  }
}
