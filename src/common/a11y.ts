/** Hidden on screen, read by screen readers: for states shown only by colour. */
export { default as visuallyHidden } from '@mui/utils/visuallyHidden';
