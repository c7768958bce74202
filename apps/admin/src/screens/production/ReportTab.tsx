import { ADMIN_DEFAULT_WINDOW, Button, DownloadIcon, errorMessage, saveFile, toast, useProductionReport } from '@verbatim/ui';
import { useState } from 'react';
import { reportFileName } from '../../lib/csv-exports';
import { WindowSelect } from './WindowSelect';

/** Downloads the production report of a time window as a text file (production-report-{date}.txt). */
export function ReportTab() {
  const [minutes, setMinutes] = useState(ADMIN_DEFAULT_WINDOW);
  const report = useProductionReport();

  function download() {
    report.mutate(minutes, {
      // The name is the spec's, with the day the report was made: the server's suggestion may carry another.
      onSuccess: (file) => saveFile(file.blob, reportFileName()),
      onError: (error) => {
        console.error('The production report could not be downloaded.', error);
        toast({
          variant: 'destructive',
          title: 'Report failed',
          description: errorMessage(error, 'The report could not be made. Please try again.'),
        });
      },
    });
  }

  return (
    <div className="grid max-w-xl gap-4">
      <p className="text-muted-foreground text-sm">
        A plain-text report of processing in the window: counts by status, failures, stuck files and the environment, to attach to an
        incident or send to the team.
      </p>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <WindowSelect value={minutes} onChange={setMinutes} label="Report window" />
        <Button onClick={download} loading={report.isPending} className="w-fit">
          {!report.isPending && <DownloadIcon />}
          Download Report
        </Button>
      </div>
    </div>
  );
}
