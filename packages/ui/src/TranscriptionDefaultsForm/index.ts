export {
  DETECT_LANGUAGE_LABEL,
  EXPORT_FORMAT_CHOICES,
  TRANSCRIPTION_MODE_CHOICES,
  type TranscriptionDefaults,
  TranscriptionDefaultsForm,
  type TranscriptionDefaultsFormProps,
} from './TranscriptionDefaultsForm';
