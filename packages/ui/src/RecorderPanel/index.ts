export {
  formatElapsed,
  RecorderPanel,
  type RecorderPanelProps,
  type RecorderPanelSource,
  type RecorderPanelState,
  type RecorderPanelStatus,
  type RecorderPreview,
  type RecorderUploadStatus,
  type SentRecording,
  type UnfinishedRecording,
  uploadStatusLine,
} from './RecorderPanel';
