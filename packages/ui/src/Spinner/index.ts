export { FullScreenLoading, type FullScreenLoadingProps, Spinner, type SpinnerProps } from './Spinner';
