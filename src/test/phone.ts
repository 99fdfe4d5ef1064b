import { within } from '@testing-library/react';

/** Makes MUI's useMediaQuery see a phone-sized screen (below the md breakpoint); returns what puts the screen back. */
export function emulatePhone(): () => void {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({ ...original(query), matches: /max-width:\s*899\.95px/.test(query) })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

/** A phone card's facts (FactList's terms and their values) as [label, value], in their order. */
export const factsOf = (card: HTMLElement) => within(card).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]);
