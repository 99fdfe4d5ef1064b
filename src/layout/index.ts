export { AppHeader } from './AppHeader';
export { AppNotification } from './AppNotification';
export { MainMenu } from './MainMenu';
export { ShellLayout } from './ShellLayout';
export { NotFoundPage } from './NotFoundPage';
