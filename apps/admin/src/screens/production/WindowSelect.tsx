import { ADMIN_ACTIVITY_WINDOWS, cn, Label } from '@verbatim/ui';
import { useId } from 'react';

export const WINDOW_LABELS: Record<number, string> = { 15: 'Last 15 minutes', 60: 'Last hour', 240: 'Last 4 hours', 1440: 'Last 24 hours' };

/** The time window select (15, 60, 240 or 1440 minutes). A native select: it works with every keyboard and screen reader. */
export function WindowSelect({
  value,
  onChange,
  label = 'Time window',
}: {
  value: number;
  onChange: (minutes: number) => void;
  label?: string;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Label htmlFor={id} className="whitespace-nowrap">
        {label}
      </Label>
      <select
        id={id}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        className={cn(
          'h-9 rounded-md border border-input bg-background px-2 text-sm shadow-xs',
          'focus-visible:border-ring focus-visible:outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
        )}
      >
        {ADMIN_ACTIVITY_WINDOWS.map((minutes) => (
          <option key={minutes} value={minutes}>
            {WINDOW_LABELS[minutes]}
          </option>
        ))}
      </select>
    </div>
  );
}
