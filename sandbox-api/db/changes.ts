/**
 * What the database announces when rows the app remembers change: triggers call
 * pg_notify('sandbox_changes', '<schema>:<topic>') (migration 012), and every driver listens on that channel,
 * so each app instance on the database hears changes made by any of them.
 */
export const CHANGES_CHANNEL = 'sandbox_changes';

/** Sessions, or the users they belong to, changed (migration 012). */
export const AUTH_CHANGED = 'auth';

/**
 * Told to listeners when announcements may have been missed (a connection that listened closed):
 * anything remembered from the database must be dropped.
 */
export const CHANGES_LOST = '*';

/**
 * The topic of a notification's payload, `<schema>:<topic>`, when it comes from `schema`: a
 * database can hold several copies of the tables (the tests' schemas on one server), and each
 * hears only its own.
 */
export function topicOf(payload: string | undefined, schema: string): string | null {
  return payload?.startsWith(`${schema}:`) ? payload.slice(schema.length + 1) : null;
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
