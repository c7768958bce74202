export { RefreshToggle, type RefreshToggleProps } from './RefreshToggle';
