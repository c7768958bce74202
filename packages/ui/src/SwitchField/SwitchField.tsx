import { type ReactNode, useId } from 'react';
import { cn } from '../lib/cn';

export interface SwitchFieldProps {
  label: ReactNode;
  /** What turning it on does, read with the label. */
  description?: ReactNode;
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  className?: string;
}

/**
 * A setting that is on or off: a label and its description on the left, a switch on the right. The switch is a
 * button with the `switch` role (Space or Enter toggles it), named by the label and described by the description;
 * clicking the label toggles it too.
 */
export function SwitchField({ label, description, checked, onCheckedChange, disabled = false, id, className }: SwitchFieldProps) {
  const generatedId = useId();
  const switchId = id ?? generatedId;
  const labelId = `${switchId}-label`;
  const descriptionId = `${switchId}-description`;
  return (
    <div
      data-slot="switch-field"
      data-state={checked ? 'checked' : 'unchecked'}
      className={cn('flex items-start justify-between gap-4', className)}
    >
      <div className="grid min-w-0 gap-0.5">
        <label id={labelId} htmlFor={switchId} className={cn('font-medium text-sm', !disabled && 'cursor-pointer')}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="text-muted-foreground text-sm">
            {description}
          </p>
        )}
      </div>
      <button
        id={switchId}
        type="button"
        role="switch"
        aria-checked={checked}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        disabled={disabled}
        onClick={() => onCheckedChange(!checked)}
        data-state={checked ? 'checked' : 'unchecked'}
        className={cn(
          'relative mt-0.5 inline-flex h-6 w-11 shrink-0 items-center rounded-full border-2 border-transparent transition-colors',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
          // Only the switch dims when disabled: the label and description often say why, and must stay readable.
          'disabled:cursor-not-allowed disabled:opacity-50',
          checked ? 'bg-primary' : 'bg-input',
        )}
      >
        <span
          aria-hidden="true"
          className={cn(
            'pointer-events-none block size-5 rounded-full bg-background shadow-sm ring-0 transition-transform',
            checked ? 'translate-x-5' : 'translate-x-0',
          )}
        />
      </button>
    </div>
  );
}
