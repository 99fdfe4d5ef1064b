import { useEffect, useState } from 'react';
import { DELAYS_MS } from '../../contract/constants';

/** Copies text, or rejects. Over plain HTTP there is no Clipboard API, so a hidden textarea and execCommand('copy'). */
export async function copyText(text: string): Promise<void> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return;
    } catch {
      // Refused (no permission, no focus): try the selection-based copy.
    }
  }
  if (!copyBySelection(text)) throw new Error('Copy failed');
}

function copyBySelection(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  Object.assign(area.style, { position: 'fixed', top: '0', left: '0', opacity: '0', pointerEvents: 'none' });
  document.body.appendChild(area);
  try {
    area.focus();
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    active?.focus();
  }
}

/**
 * Copies text and says whether it worked for the spec's 2 s (000 sections 8, 9) from each copy; null at rest. The text
 * may be a call that fetches it first (the API secret, issue 28): a failed call reads as a failed copy.
 */
export function useCopy() {
  const [copied, setCopied] = useState<{ ok: boolean } | null>(null);
  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(null), DELAYS_MS.copyMessage);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = (text: string | (() => Promise<string>)) =>
    void (typeof text === 'string' ? copyText(text) : text().then(copyText)).then(
      () => setCopied({ ok: true }),
      () => setCopied({ ok: false }),
    );
  return { copied, copy };
}
