import type { UploadItem, UploadItemStatus } from '@verbatim/core-sdk';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';
import { Button } from '../Button/Button';
import { Card, CardContent, CardHeader, CardTitle } from '../Card/Card';
import { FileIcon } from '../FileIcon/FileIcon';
import { uploadFailureNotice } from '../hooks/upload-notices';
import { CloudUploadIcon, XIcon } from '../Icons/Icons';
import { cn } from '../lib/cn';
import { formatFileSize } from '../lib/format';
import { Progress, type ProgressProps } from '../Progress/Progress';

export interface UploadPanelProps {
  items: readonly UploadItem[];
  /** The files the user chose or dropped, in order; the caller checks type and size and starts the uploads. */
  onFiles: (files: File[]) => void;
  /** Removes an item from the list (and should cancel its upload). */
  onRemove?: (id: string) => void;
  /** What the file picker offers (default audio and video). Dropped files are not filtered: the caller checks them. */
  accept?: string;
  disabled?: boolean;
  /** Messages to show above the list, e.g. the caller's 'Large File Detected' notice. */
  notice?: ReactNode;
  className?: string;
}

const STATUS_TONE: Record<UploadItemStatus, ProgressProps['tone']> = {
  uploading: 'default',
  processing: 'warning',
  completed: 'success',
  error: 'destructive',
};

function clampPercent(value: number): number {
  return Number.isFinite(value) ? Math.round(Math.min(100, Math.max(0, value))) : 0;
}

/** The status line under a file: what stage it is in and how far, or why it failed (in the toast's words). */
export function uploadStatusText(item: Pick<UploadItem, 'status' | 'progress'> & Partial<Pick<UploadItem, 'failure' | 'name'>>): string {
  switch (item.status) {
    case 'uploading':
      return `Uploading... ${clampPercent(item.progress)}%`;
    case 'processing':
      return `Processing... ${clampPercent(item.progress)}%`;
    case 'completed':
      return 'Completed';
    case 'error':
      return (item.failure && uploadFailureNotice(item.failure, item.name).description.trim()) || 'Upload failed';
  }
}

function hasFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/**
 * The 'Upload New File' panel: a drop zone that is also a button opening the file picker, and a
 * list of the files on their way with size, progress, status and a remove button. It only reports
 * the chosen files; validation, uploads and notices belong to the caller.
 */
export function UploadPanel({
  items,
  onFiles,
  onRemove,
  accept = 'audio/*,video/*',
  disabled = false,
  notice,
  className,
}: UploadPanelProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  // dragenter/dragleave fire for every child the pointer crosses; a counter tells when it really left.
  const dragDepth = useRef(0);

  const report = (list: FileList | null | undefined) => {
    const files = Array.from(list ?? []);
    if (files.length > 0) onFiles(files);
  };

  const onDragEnter = (event: DragEvent<HTMLButtonElement>) => {
    if (disabled || !hasFiles(event)) return;
    event.preventDefault();
    dragDepth.current += 1;
    setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    if (disabled || !hasFiles(event)) return;
    // Without this the browser opens the dropped file instead of handing it over.
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  };
  const onDragLeave = () => {
    dragDepth.current = Math.max(0, dragDepth.current - 1);
    if (dragDepth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    dragDepth.current = 0;
    setDragging(false);
    if (disabled) return;
    report(event.dataTransfer?.files);
  };

  return (
    <Card data-slot="upload-panel" className={cn('gap-4', className)}>
      <CardHeader className="flex items-center gap-2">
        <CloudUploadIcon className="size-5 text-primary" />
        <CardTitle asChild>
          <h2>Upload New File</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <button
          type="button"
          data-slot="upload-dropzone"
          data-state={dragging ? 'drag-over' : 'idle'}
          disabled={disabled}
          aria-describedby={hintId}
          onClick={() => inputRef.current?.click()}
          onDragEnter={onDragEnter}
          onDragOver={onDragOver}
          onDragLeave={onDragLeave}
          onDrop={onDrop}
          className={cn(
            'flex w-full cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center sm:py-10',
            'border-input bg-muted/30 transition-colors hover:border-primary/60 hover:bg-accent/40',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
            'data-[state=drag-over]:border-primary data-[state=drag-over]:bg-accent',
            'disabled:cursor-not-allowed disabled:opacity-50',
          )}
        >
          <span className="flex size-12 items-center justify-center rounded-full bg-primary/10 text-primary">
            <CloudUploadIcon className="size-6" />
          </span>
          <span className="font-medium text-sm">Drop files here or click to browse</span>
        </button>
        {/* Outside the button, so its name is exactly the words it shows (WCAG 2.5.3, label in name). */}
        <p id={hintId} className="-mt-2 text-center text-muted-foreground text-xs">
          Audio or video files, up to 2 GB each
        </p>
        <input
          ref={inputRef}
          type="file"
          multiple
          accept={accept}
          hidden
          disabled={disabled}
          aria-label="Choose audio or video files"
          onChange={(event) => {
            report(event.currentTarget.files);
            // Clearing lets the same file be chosen again after it was removed.
            event.currentTarget.value = '';
          }}
        />
        {notice}
        {items.length > 0 && (
          <ul aria-label="Uploads" className="grid gap-3">
            {items.map((item) => {
              const percent = item.status === 'completed' ? 100 : clampPercent(item.progress);
              const status = uploadStatusText(item);
              return (
                <li key={item.id} data-slot="upload-item" data-status={item.status} className="grid gap-2 rounded-lg border p-3">
                  <div className="flex min-w-0 items-center gap-3">
                    <FileIcon fileName={item.name} className="size-5" />
                    <div className="min-w-0 flex-1">
                      <p className="truncate font-medium text-sm" title={item.name}>
                        {item.name}
                      </p>
                      <p className="text-muted-foreground text-xs tabular-nums">{formatFileSize(item.size)}</p>
                    </div>
                    {onRemove && (
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={`Remove ${item.name}`}
                        onClick={() => onRemove(item.id)}
                      >
                        <XIcon />
                      </Button>
                    )}
                  </div>
                  <Progress value={percent} tone={STATUS_TONE[item.status]} size="sm" aria-label={`${item.name}: ${status}`} />
                  <p
                    data-slot="upload-item-status"
                    className={cn(
                      'text-xs',
                      item.status === 'error' ? 'text-destructive' : item.status === 'completed' ? 'text-success' : 'text-muted-foreground',
                    )}
                  >
                    {status}
                  </p>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
