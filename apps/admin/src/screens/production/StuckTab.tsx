import type { StuckTranscription } from '@verbatim/core-sdk/contracts';
import {
  Button,
  DataTable,
  type DataTableColumn,
  errorMessage,
  formatFileSize,
  RotateCcwIcon,
  TranscriptionStatusBadge,
  toast,
  useAdminRetryTranscription,
  useStuckTranscriptions,
} from '@verbatim/ui';
import { ageInWords } from '../../lib/format';

/** Transcriptions that stopped moving, with a Retry that starts them again. */
export function StuckTab() {
  const stuck = useStuckTranscriptions();
  const retry = useAdminRetryTranscription();

  function start(item: StuckTranscription) {
    retry.mutate(item.id, {
      onSuccess: () => toast({ title: 'Retry started', description: item.fileName }),
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Retry failed',
          description: errorMessage(error, 'The transcription could not be started again.'),
        }),
    });
  }

  const columns: DataTableColumn<StuckTranscription>[] = [
    {
      key: 'file',
      header: 'File',
      cell: (item) => (
        <div className="grid min-w-40 gap-0.5">
          <span className="font-medium">{item.fileName}</span>
          <span className="text-muted-foreground text-xs">{item.userEmail}</span>
        </div>
      ),
    },
    { key: 'size', header: 'Size', className: 'whitespace-nowrap text-right tabular-nums', cell: (item) => formatFileSize(item.fileSize) },
    { key: 'status', header: 'Status', cell: (item) => <TranscriptionStatusBadge status={item.status} progress={item.progress} /> },
    { key: 'since', header: 'No progress for', className: 'whitespace-nowrap', cell: (item) => ageInWords(item.updatedAt) },
    { key: 'reason', header: 'Why', cell: (item) => <span className="text-muted-foreground">{item.reason}</span> },
    {
      key: 'retry',
      header: <span className="sr-only">Actions</span>,
      cell: (item) => (
        <Button
          size="sm"
          variant="outline"
          onClick={() => start(item)}
          loading={retry.isPending && retry.variables === item.id}
          aria-label={`Retry ${item.fileName}`}
        >
          <RotateCcwIcon />
          Retry
        </Button>
      ),
    },
  ];

  return (
    <DataTable
      caption="Stuck processing"
      columns={columns}
      rows={stuck.data}
      rowKey={(item) => item.id}
      emptyText="No stuck processing files detected"
      error={stuck.isError ? errorMessage(stuck.error, 'The stuck files could not be loaded.') : null}
      onRetry={() => void stuck.refetch()}
      retrying={stuck.isFetching}
    />
  );
}
