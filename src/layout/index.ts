export { AppHeader } from './AppHeader';
export { MainMenu } from './MainMenu';
export { ShellLayout } from './ShellLayout';
export { NotFoundPage } from './NotFoundPage';
