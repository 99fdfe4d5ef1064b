/** SQL conditions with their parameters, numbered as they are added (`$1`, `$2`, ...), joined with AND. */
export class Where {
  readonly conditions: string[] = [];
  readonly params: unknown[] = [];
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  get sql(): string {
    return this.conditions.join(' AND ');
  }
}
