import { ValidationError } from '../../errors/app-error';
import type { TranscriptSegment } from '../../models/transcription';

/**
 * The speaker names after a rename: a name sets the label's name, an empty one removes it (the label shows as
 * "Speaker A" again). Only labels the engine gave this transcript's segments may be named: a name for a label that
 * does not exist would be shown nowhere, and is more likely a client's mistake than an intent, so it is refused.
 */
export function mergeSpeakerNames(
  segments: readonly TranscriptSegment[],
  current: Readonly<Record<string, string>>,
  changes: Readonly<Record<string, string>>,
): Record<string, string> {
  const labels = new Set(segments.flatMap((segment) => (segment.speaker ? [segment.speaker] : [])));
  const unknown = Object.keys(changes).filter((label) => !labels.has(label));
  if (unknown.length > 0) {
    throw new ValidationError(
      unknown.map((label) => ({ field: `speakerNames.${label}`, message: `This transcript has no speaker labelled "${label}".` })),
    );
  }
  const merged: Record<string, string> = { ...current };
  for (const [label, name] of Object.entries(changes)) {
    const trimmed = name.trim();
    if (trimmed) merged[label] = trimmed;
    else delete merged[label];
  }
  return merged;
}
