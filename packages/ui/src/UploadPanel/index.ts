export { UploadPanel, type UploadPanelProps, uploadStatusText } from './UploadPanel';
