/** SQL conditions with their parameters, numbered as they are added (`$1`, `$2`, ...), joined with AND. */
export class Where {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  /** `column = ANY($n::type[])` for a simple-REST filter of one value or several; nothing when it is not given. */
  anyOf(column: string, value: string | readonly string[] | undefined, type: 'uuid' | 'text'): void {
    if (value !== undefined) this.conditions.push(`${column} = ANY(${this.param(typeof value === 'string' ? [value] : value)}::${type}[])`);
  }
  get sql(): string {
    return this.conditions.join(' AND ');
  }
}
