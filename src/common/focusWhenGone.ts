/**
 * Once the focused element has gone and left the focus on <body>, `find()`'s element takes it: a frame later, or as
 * soon as it is enabled again. MUI's Dialog gives the focus back only to the element that opened it, which is gone or
 * disabled here (issue 30).
 */
export function focusWhenGone(find: () => HTMLElement | null | undefined) {
  requestAnimationFrame(() => {
    const target = document.activeElement === document.body && find();
    if (!target) return;
    const done = () => {
      if (document.activeElement !== document.body) return true;
      if (!target.isConnected || target.matches(':disabled')) return false;
      if (target.tabIndex < 0) target.tabIndex = -1; // a title takes the focus with a tabindex only
      target.focus();
      return true;
    };
    if (done()) return;
    const observer = new MutationObserver(() => done() && observer.disconnect());
    observer.observe(target, { attributes: true });
  });
}
