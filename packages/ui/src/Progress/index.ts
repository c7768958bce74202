export { Progress, type ProgressProps, progressVariants } from './Progress';
