import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AccessRule } from '../../authProvider/access';

/**
 * What a feature folder's index.ts exports for each of its screens: the route, the lazily loaded
 * component (its own chunk), the gate and the title; `menu` when the screen has a navigation entry.
 */
export interface PageConfig {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  access: AccessRule;
  titleKey: string;
  menu?: { labelKey: string; icon: SvgIconComponent };
  /** The screen's own denied page, in place of the shared one (API Credentials, 001 section 2.3). */
  denied?: ComponentType<DeniedPageProps>;
}

/** What the gate tells a denied page about the user it turned away. */
export interface DeniedPageProps {
  role: string;
  required: readonly string[];
  isSubUser: boolean;
}

/** React.lazy for a module's named export, so page modules keep named exports (STYLE.md). */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
