/**
 * Names for the statements a pool runs again and again, so that each connection parses and plans
 * them once (a named prepared statement) instead of on every call (issue 17: under load, planning
 * the transaction list took as long as running it). A text is named from its second call on, and
 * at most MAX_NAMED texts per pool: each is kept on every connection for its life, so SQL built
 * with a varying number of placeholders cannot grow that without bound.
 */
const MAX_NAMED = 500;
/** Texts seen once and not yet named; forgotten oldest first. */
const MAX_SEEN_ONCE = 2_000;

export class PreparedStatements {
  private readonly named = new Map<string, string>();
  private readonly seenOnce = new Set<string>();

  constructor(private readonly prefix: string) {}

  /** The statement's name, or undefined to run it unnamed (parsed and planned for this call only). */
  nameOf(sql: string): string | undefined {
    const name = this.named.get(sql);
    if (name !== undefined || this.named.size >= MAX_NAMED) return name;
    if (!this.seenOnce.delete(sql)) {
      this.seenOnce.add(sql);
      if (this.seenOnce.size > MAX_SEEN_ONCE) this.seenOnce.delete(this.seenOnce.values().next().value as string);
      return undefined;
    }
    const next = `${this.prefix}${this.named.size}`;
    this.named.set(sql, next);
    return next;
  }
}
