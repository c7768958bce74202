export type { CopyCallbacks } from './CopyButton';
export { WIDGET_LABELS, WIDGET_SCRIPT_PATH, widgetEmbedSnippet } from './embed-snippet';
export type { PublishableKeyField, PublishableKeyFormErrors } from './PublishableKeyForm';
export { PublishableKeysPanel, type PublishableKeysPanelProps, PublishableKeysSkeleton } from './PublishableKeysPanel';
