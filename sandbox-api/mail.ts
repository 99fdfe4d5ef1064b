import type { FastifyBaseLogger } from 'fastify';
import type { Db, Queryable } from './db/types';
import { sendSmtp } from './lib/smtp';

/**
 * Outgoing mail (DECISIONS.md section 3). Every message goes into the outbox table, inside the
 * caller's transaction so a message exists exactly when the code it carries does, and one line
 * goes to the server log. The log line names the recipient and subject but never the code: logs
 * must not hold secrets. In sandbox mode GET /api/sandbox/mailbox reads the outbox.
 * With SMTP_URL the outbox is also delivered by SMTP; without it nothing leaves the machine.
 */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The one-time code or reset token the message carries, shown by the sandbox mailbox. */
  code?: string | null;
  /** Files sent with the message (a scheduled report's statement), kept in mail_attachments. */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

/** A message as the sandbox mailbox lists it. */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  /** What the message carries, without the bytes. */
  attachments: { filename: string; contentType: string; size: number }[];
  createdAt: string;
}

export const MAILBOX_LIMIT = 50;
/** The caller's transaction commits right after send(); delivery looks a moment later, then periodically. */
const DELIVERY_DELAY_MS = 250;
const DELIVERY_INTERVAL_MS = 30_000;
const DELIVERY_BATCH = 20;

export interface Mailer {
  send(db: Queryable, mail: OutgoingMail): Promise<void>;
  /** Delivers queued messages by SMTP (no-op without SMTP_URL); returns how many were sent. */
  deliverPending(): Promise<number>;
  close(): void;
}

export function createMailer(options: { db: Db; log: FastifyBaseLogger; sandbox: boolean; smtpUrl: string | null }): Mailer {
  const { db, log, smtpUrl } = options;
  const timers = new Set<NodeJS.Timeout>();
  let delivering: Promise<number> | null = null;

  async function deliverBatch(): Promise<number> {
    if (!smtpUrl) return 0;
    // Claimed with SKIP LOCKED: several API processes never send the same message twice.
    const { rows } = await db.query<{ id: string; to_address: string; subject: string; text: string }>(
      `UPDATE mail_outbox SET sent_at = now()
        WHERE id IN (SELECT id FROM mail_outbox WHERE sent_at IS NULL AND send_error IS NULL
                      ORDER BY created_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id, to_address, subject, text`,
      [DELIVERY_BATCH],
    );
    let sent = 0;
    for (const row of rows) {
      try {
        const files = await db.query<{ filename: string; content_type: string; content: Uint8Array }>(
          'SELECT filename, content_type, content FROM mail_attachments WHERE mail_id = $1 ORDER BY position',
          [row.id],
        );
        const attachments = files.rows.map((file) => ({ filename: file.filename, contentType: file.content_type, content: Buffer.from(file.content) }));
        await sendSmtp(smtpUrl, { to: row.to_address, subject: row.subject, text: row.text, attachments });
        sent++;
      } catch (error) {
        log.error({ err: error, mailTo: row.to_address }, 'SMTP delivery failed');
        await db.query('UPDATE mail_outbox SET sent_at = NULL, send_error = $2 WHERE id = $1', [row.id, (error as Error).message]);
      }
    }
    return sent;
  }

  const mailer: Mailer = {
    async send(tx, mail) {
      const { rows } = await tx.query<{ id: string }>('INSERT INTO mail_outbox (to_address, subject, text, code) VALUES ($1, $2, $3, $4) RETURNING id', [
        mail.to,
        mail.subject,
        mail.text,
        mail.code ?? null,
      ]);
      for (const [position, file] of (mail.attachments ?? []).entries()) {
        await tx.query('INSERT INTO mail_attachments (mail_id, position, filename, content_type, content) VALUES ($1, $2, $3, $4, $5)', [
          rows[0].id,
          position,
          file.filename,
          file.contentType,
          file.content,
        ]);
      }
      const where = options.sandbox ? ` (read it at /api/sandbox/mailbox?to=${encodeURIComponent(mail.to)})` : '';
      log.info({ mailTo: mail.to, subject: mail.subject }, `mail queued to ${mail.to}: ${mail.subject}${where}`);
      if (smtpUrl) schedule(DELIVERY_DELAY_MS);
    },
    deliverPending() {
      // One delivery at a time per process.
      delivering ??= deliverBatch().finally(() => {
        delivering = null;
      });
      return delivering;
    },
    close() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };

  function schedule(delayMs: number): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      mailer.deliverPending().catch((error: Error) => log.error({ err: error }, 'mail delivery failed'));
    }, delayMs);
    timer.unref();
    timers.add(timer);
  }

  if (smtpUrl) {
    const interval = setInterval(() => schedule(0), DELIVERY_INTERVAL_MS);
    interval.unref();
    timers.add(interval);
  }
  return mailer;
}

export async function readMailbox(db: Queryable, to: string): Promise<MailboxMessage[]> {
  const { rows } = await db.query<{
    to_address: string;
    subject: string;
    text: string;
    code: string | null;
    attachments: MailboxMessage['attachments'];
    created_at: Date;
  }>(
    `SELECT to_address, subject, text, code, created_at,
            (SELECT coalesce(json_agg(json_build_object('filename', filename, 'contentType', content_type, 'size', octet_length(content)) ORDER BY position), '[]')
               FROM mail_attachments WHERE mail_id = mail_outbox.id) AS attachments
       FROM mail_outbox
      WHERE lower(to_address) = lower($1) ORDER BY created_at DESC, id DESC LIMIT $2`,
    [to, MAILBOX_LIMIT],
  );
  return rows.map((row) => ({
    to: row.to_address,
    subject: row.subject,
    text: row.text,
    code: row.code,
    attachments: row.attachments,
    createdAt: row.created_at.toISOString(),
  }));
}
