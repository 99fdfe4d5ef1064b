/** The colour families of the status badge (001 section 4). */
export type StatusTone = 'green' | 'yellow' | 'red' | 'orange' | 'grey';

const TONES: Record<string, StatusTone> = {
  completed: 'green',
  approved: 'green',
  confirmed: 'green',
  pending: 'yellow',
  processing: 'yellow',
  failed: 'red',
  blocked: 'red',
  cancelled: 'red',
  rejected: 'red',
  initiated: 'orange',
  expired: 'grey',
};

/** Anything the spec does not name is grey. */
export function statusTone(status: string): StatusTone {
  return TONES[status.toLowerCase()] ?? 'grey';
}
