import { useEffect, useMemo, useRef } from 'react';
import { useLocation } from 'react-admin';

const TITLE = '#main-content h1';

/** Whether one address is the other's record (a list and its details modal, /transactions and /transactions/:id). */
const samePage = (a: string, b: string) => a === b || a.startsWith(`${b}/`) || b.startsWith(`${a}/`);

/**
 * After a move to another page, the focus goes to the new page's title (`main h1`), once the page has drawn it,
 * so a keyboard or screen reader user starts there instead of on <body> or the link left behind (issue 30).
 * A record's modal and its list are one page: closing it leaves the focus where the dialog gave it back (its row).
 */
export function useFocusOnNavigation() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  // The page being left, read before the new address is drawn: a lazy page keeps the old one on screen a while.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- read anew at each address
  const leaving = useMemo(() => document.querySelector(TITLE), [pathname]);
  useEffect(() => {
    const before = shown.current;
    shown.current = pathname;
    if (samePage(before, pathname)) return;
    const focusTitle = () => {
      const title = document.querySelector<HTMLElement>(TITLE);
      if (!title || title === leaving) return false;
      title.tabIndex = -1;
      title.focus();
      return true;
    };
    if (focusTitle()) return;
    const observer = new MutationObserver(() => focusTitle() && observer.disconnect());
    observer.observe(document.getElementById('main-content') ?? document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname, leaving]);
}
