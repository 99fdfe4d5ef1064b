import { createElement, lazy, type ComponentType } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AccessRule } from '../../authProvider/access';

/** A screen as its feature's index.ts exports it: route, lazy component (own chunk), gate, title, menu entry. */
export interface PageConfig {
  path: string;
  Component: LazyPage;
  access: AccessRule;
  titleKey: string;
  menu?: { labelKey: string; icon: SvgIconComponent };
  /** Its denied page also says whether the user is a sub-user (API Credentials, 001 section 2.3). */
  deniedNamesSubUser?: true;
}

/** A page's (or a card's) component, and the load of its chunk to start before the first render. */
export type LazyPage<P extends object = object> = ComponentType<P> & { preload: () => Promise<unknown> };

/**
 * React.lazy for a module's named export, so page modules keep named exports (STYLE.md). Once
 * preloaded, the page renders at once: a lazy component suspends on its first render even when its
 * chunk is in, and React then holds the page back at least 300 ms behind the layout's fallback.
 */
export function lazyPage<K extends string, P extends object = object>(load: () => Promise<Record<NoInfer<K>, ComponentType<P>>>, name: K): LazyPage<P> {
  let loaded: ComponentType<P> | undefined;
  // One load, however many ask (a screen's render may): a failed one is asked again next time.
  let loading: Promise<ComponentType<P>> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module): ComponentType<P> => (loaded = module[name]),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  return Object.assign((props: P) => createElement(loaded ?? Lazy, props), { preload });
}
