import { afterEach, describe, expect, it } from 'vitest';
import { copyText } from './clipboard';
import { newIdempotencyKey } from './idempotencyKey';

/** Removes a secure-context feature the way a page on plain HTTP at a network address lacks it. */
function remove(target: object, key: string) {
  const own = Object.getOwnPropertyDescriptor(target, key);
  Object.defineProperty(target, key, { value: undefined, configurable: true });
  return () => {
    if (own) Object.defineProperty(target, key, own);
    else delete (target as Record<string, unknown>)[key];
  };
}

/** jsdom has no execCommand: installs one that records what was selected when 'copy' ran. */
function installExecCommand(result: boolean | 'throw') {
  const copied: string[] = [];
  Object.defineProperty(document, 'execCommand', {
    configurable: true,
    value: (command: string) => {
      if (result === 'throw') throw new Error('not allowed');
      const active = document.activeElement;
      if (command === 'copy' && active instanceof HTMLTextAreaElement) {
        copied.push(active.value.slice(active.selectionStart, active.selectionEnd));
      }
      return result;
    },
  });
  return copied;
}

const restores: Array<() => void> = [];
afterEach(() => {
  restores.splice(0).forEach((restore) => restore());
  delete (document as unknown as Record<string, unknown>).execCommand;
});

describe('copyText outside a secure context', () => {
  it('copies by selecting a hidden textarea when navigator.clipboard does not exist, and leaves nothing behind', async () => {
    restores.push(remove(navigator, 'clipboard'));
    const copied = installExecCommand(true);
    const button = document.body.appendChild(document.createElement('button'));
    button.focus();
    await copyText('ak_live_123');
    expect(copied).toEqual(['ak_live_123']);
    expect(document.querySelector('textarea')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('falls back to the selection when the Clipboard API refuses', async () => {
    const refusing = { writeText: () => Promise.reject(new Error('denied')) };
    const own = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
    Object.defineProperty(navigator, 'clipboard', { value: refusing, configurable: true });
    restores.push(() => (own ? Object.defineProperty(navigator, 'clipboard', own) : delete (navigator as unknown as Record<string, unknown>).clipboard));
    const copied = installExecCommand(true);
    await copyText('secret');
    expect(copied).toEqual(['secret']);
  });

  it.each([
    ['execCommand answers false', false],
    ['execCommand throws', 'throw'],
  ] as const)('rejects when %s', async (_, result) => {
    restores.push(remove(navigator, 'clipboard'));
    installExecCommand(result);
    await expect(copyText('x')).rejects.toThrow('Copy failed');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('rejects when there is neither a clipboard nor execCommand', async () => {
    restores.push(remove(navigator, 'clipboard'));
    await expect(copyText('x')).rejects.toThrow('Copy failed');
  });
});

describe('newIdempotencyKey', () => {
  it('makes distinct version 4 UUIDs without crypto.randomUUID', () => {
    restores.push(remove(crypto, 'randomUUID'));
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
