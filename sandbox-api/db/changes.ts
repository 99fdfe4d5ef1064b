/**
 * What the database announces when rows the app remembers change: triggers call
 * pg_notify('sandbox_changes', '<schema>:<transaction id>:<topic>') (migration 012), and every driver listens on that channel,
 * so each app instance on the database hears changes made by any of them.
 */
export const CHANGES_CHANNEL = 'sandbox_changes';

/** Sessions, or the users they belong to, changed (migration 012). */
export const AUTH_CHANGED = 'auth';

/** A merchant's transactions were written: `transactions:<merchant id>` (migration 013). */
export const TRANSACTIONS_CHANGED = 'transactions';

/**
 * A user's notifications were added, read or removed: `notifications:<user id>`; a TRUNCATE
 * announces `notifications` alone, for every user (migration 014).
 */
export const NOTIFICATIONS_CHANGED = 'notifications';

/** A merchant's wallets changed: `wallets:<merchant id>`; a TRUNCATE announces `wallets` alone (migration 014). */
export const WALLETS_CHANGED = 'wallets';

/**
 * What an announced topic of `kind` is about: the id after `<kind>:`, '' for every one of its kind
 * (the topic alone, as a TRUNCATE announces it), or null for a topic of another kind.
 */
export function subjectOf(kind: string, topic: string): string | null {
  if (topic === kind) return '';
  return topic.startsWith(`${kind}:`) ? topic.slice(kind.length + 1) : null;
}

/**
 * Told to listeners when announcements may have been missed (a connection that listened closed):
 * anything remembered from the database must be dropped.
 */
export const CHANGES_LOST = '*';

/**
 * The topic of a notification's payload, `<schema>:<transaction id>:<topic>` (migration 012), when
 * it comes from `schema`: a database can hold several copies of the tables (the tests' schemas on
 * one server), and each hears only its own.
 */
export function topicOf(payload: string | undefined, schema: string): string | null {
  const announcement = /^(\d+):(.+)$/s.exec(payload?.startsWith(`${schema}:`) ? payload.slice(schema.length + 1) : '');
  return announcement ? announcement[2] : null;
}

/** Announcements remembered, to count each once however many connections hear it. */
const MAX_HEARD = 1_024;

/**
 * Whether a payload is heard for the first time: every connection of a pool listens, so each
 * announcement arrives once per connection; the writing transaction's id makes each one distinct.
 */
export class FirstHearing {
  private readonly heard = new Set<string>();

  isFirst(payload: string): boolean {
    if (this.heard.has(payload)) return false;
    this.heard.add(payload);
    if (this.heard.size > MAX_HEARD) this.heard.delete(this.heard.values().next().value as string);
    return true;
  }
}

export type ChangeListener = (topic: string) => void;

export class ChangeFeed {
  private readonly listeners = new Set<ChangeListener>();

  subscribe(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(topic: string): void {
    for (const listener of this.listeners) listener(topic);
  }
}
