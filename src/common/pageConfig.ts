import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { SvgIconComponent } from '@mui/icons-material';
import type { AccessRule } from '../../authProvider/access';

/** A screen as its feature's index.ts exports it: route, lazy component (own chunk), gate, title, menu entry. */
export interface PageConfig {
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  access: AccessRule;
  titleKey: string;
  menu?: { labelKey: string; icon: SvgIconComponent };
  /** Its denied page also says whether the user is a sub-user (API Credentials, 001 section 2.3). */
  deniedNamesSubUser?: true;
}

/** React.lazy for a module's named export, so page modules keep named exports (STYLE.md). */
export function lazyPage<K extends string>(
  load: () => Promise<Record<K, ComponentType>>,
  name: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
