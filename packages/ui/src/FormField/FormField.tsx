import { type ReactNode, useId } from 'react';
import { Input, type InputProps } from '../Input/Input';
import { Label } from '../Label/Label';
import { cn } from '../lib/cn';

export interface FormFieldProps extends Omit<InputProps, 'id' | 'className'> {
  label: ReactNode;
  /** Defaults to a generated id. */
  id?: string;
  /** Shown under the input; also marks the input invalid and describes it. */
  error?: string | undefined;
  /** Help text under the input, read together with the label. */
  hint?: ReactNode;
  /** Adds "(optional)" to the label. */
  optional?: boolean;
  /** Placed at the end of the label row, e.g. a "Forgot password?" link. */
  labelAside?: ReactNode;
  className?: string;
  inputClassName?: string;
}

/** A label, an input, an optional hint and an error message, wired together for assistive technology. */
export function FormField({
  label,
  id,
  error,
  hint,
  optional = false,
  labelAside,
  className,
  inputClassName,
  'aria-describedby': describedBy,
  ...inputProps
}: FormFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedByIds = [describedBy, hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');

  return (
    <div data-slot="form-field" data-invalid={error ? '' : undefined} className={cn('grid gap-2', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={inputId}>
          {label}
          {optional && <span className="font-normal text-muted-foreground">(optional)</span>}
        </Label>
        {labelAside}
      </div>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedByIds || undefined}
        className={inputClassName}
        {...inputProps}
      />
      {hint && !error && (
        <p id={hintId} data-slot="form-field-hint" className="text-muted-foreground text-xs">
          {hint}
        </p>
      )}
      {hint && error && (
        <p id={hintId} className="sr-only">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} data-slot="form-field-error" className="font-medium text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
