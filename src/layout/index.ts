export { AppNotification } from './AppNotification';
export { ShellLayout } from './ShellLayout';
export { NotFoundPage } from './NotFoundPage';
