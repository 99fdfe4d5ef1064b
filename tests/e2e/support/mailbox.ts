import { sandboxURL } from './sandboxURL';

/** A message of the sandbox mailbox (DECISIONS.md section 3). */
export interface MailboxMessage {
  to: string;
  subject: string;
  text: string;
  code: string | null;
  createdAt: string;
  /** The files sent with it (a scheduled report's statement). */
  attachments: { filename: string; contentType: string; size: number }[];
}

/** The newest message sent to `to`, or null. The mailbox lists newest first. */
export async function newestMessage(to: string): Promise<MailboxMessage | null> {
  const response = await fetch(`${sandboxURL()}/api/sandbox/mailbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`GET /api/sandbox/mailbox answered ${response.status}`);
  const body = (await response.json()) as { success: boolean; data: MailboxMessage[] };
  return body.data[0] ?? null;
}

const sameMessage = (a: MailboxMessage | null, b: MailboxMessage | null) =>
  a !== null && b !== null && a.createdAt === b.createdAt && a.subject === b.subject && a.code === b.code;

/**
 * Waits for a message to `to` newer than `previous` (read before the action that sends it) and
 * returns it. Comparing with the previous newest message needs no clock shared with the server.
 */
export async function waitForNewMessage(to: string, previous: MailboxMessage | null, timeoutMs = 10_000): Promise<MailboxMessage> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const newest = await newestMessage(to);
    if (newest && !sameMessage(newest, previous)) return newest;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No new message to ${to} in the sandbox mailbox within ${timeoutMs / 1000} s`);
}
