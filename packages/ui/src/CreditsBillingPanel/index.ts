export { type CreditsBillingFigures, CreditsBillingPanel, type CreditsBillingPanelProps } from './CreditsBillingPanel';
