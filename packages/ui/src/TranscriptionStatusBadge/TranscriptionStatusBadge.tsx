import type { TranscriptionStatus } from '@verbatim/core-sdk/contracts';
import { Badge, type BadgeProps } from '../Badge/Badge';
import { cn } from '../lib/cn';
import { normalizeStatus } from '../lib/transcription-status';
import { Progress } from '../Progress/Progress';

const BADGE: Record<TranscriptionStatus, { variant: BadgeProps['variant']; label: string }> = {
  completed: { variant: 'default', label: 'Completed' },
  processing: { variant: 'warning', label: 'Processing' },
  pending: { variant: 'outline', label: 'Pending' },
  failed: { variant: 'destructive', label: 'Failed' },
};

export interface TranscriptionStatusBadgeProps {
  /** A transcription status; anything unknown shows as pending. */
  status: TranscriptionStatus | (string & {});
  /** Percent, shown with a bar while processing. */
  progress?: number;
  className?: string;
}

/** completed = default, processing = amber with percent and a bar, pending = outline, failed = destructive. */
export function TranscriptionStatusBadge({ status, progress = 0, className }: TranscriptionStatusBadgeProps) {
  const known = normalizeStatus(status);
  const { variant, label } = BADGE[known];
  if (known !== 'processing') {
    return (
      <Badge data-status={known} variant={variant} className={className}>
        {label}
      </Badge>
    );
  }
  const percent = Math.round(Math.min(100, Math.max(0, progress)));
  return (
    <span data-slot="transcription-status" data-status={known} className={cn('inline-grid w-max gap-1', className)}>
      <Badge variant={variant} data-status={known} className="w-full">
        {label} {percent}%
      </Badge>
      <Progress value={percent} tone="warning" size="sm" aria-label={`${label} ${percent}%`} />
    </span>
  );
}
