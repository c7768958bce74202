export { type KeyItemControls, type KeyListPanelProps, KeysPanel, type KeysPanelProps, type ListedKey } from './KeysPanel';
export { KeysSkeleton } from './KeysSkeleton';
