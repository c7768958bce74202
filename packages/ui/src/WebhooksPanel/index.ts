export { WebhookDeliveryList, type WebhookDeliveryListProps } from './WebhookDeliveryList';
export { WEBHOOK_EVENT_LABELS, WebhookEndpointForm, type WebhookEndpointFormProps } from './WebhookEndpointForm';
export { WebhooksPanel, type WebhooksPanelProps } from './WebhooksPanel';
