export type { SecretKeyField, SecretKeyFormErrors } from './SecretKeyForm';
export { SecretKeysPanel, type SecretKeysPanelProps } from './SecretKeysPanel';
export { SCOPE_LABELS } from './scope-labels';
