import { FileTextIcon } from '@verbatim/ui';

const LINES = [
  { time: '00:00', text: 'Welcome back to the show. Today we are talking about remote teams.' },
  { time: '00:07', text: 'What changed most for you when the team went fully remote?' },
  { time: '00:12', text: 'Honestly, writing things down. Every meeting now ends with notes.' },
];

/** An illustration of what a finished transcript looks like; its text is an invented example. */
export function TranscriptPreview() {
  return (
    <figure className="relative mx-auto w-full max-w-lg">
      <div className="rounded-xl border bg-card p-5 text-card-foreground shadow-xl">
        <div className="mb-4 flex items-center justify-between gap-3 border-b pb-4">
          <div className="flex min-w-0 items-center gap-3">
            <span className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg bg-accent text-accent-foreground">
              <FileTextIcon className="size-4" />
            </span>
            <div className="min-w-0">
              <p className="truncate font-medium text-sm">episode-42-remote-teams.mp3</p>
              <p className="text-muted-foreground text-xs">Transcript</p>
            </div>
          </div>
          <span className="rounded-full bg-success/15 px-2.5 py-0.5 font-medium text-success text-xs">completed</span>
        </div>
        <ul className="space-y-3">
          {LINES.map((line) => (
            <li key={line.time} className="flex gap-3 text-sm">
              <span className="shrink-0 font-mono text-muted-foreground text-xs leading-5">{line.time}</span>
              <span className="leading-5">{line.text}</span>
            </li>
          ))}
        </ul>
        <div className="mt-5 flex flex-wrap gap-2">
          {['TXT', 'DOCX', 'PDF', 'SRT', 'VTT'].map((format) => (
            <span key={format} className="rounded-md border px-2 py-1 font-medium text-muted-foreground text-xs">
              {format}
            </span>
          ))}
        </div>
      </div>
      <figcaption className="mt-3 text-center text-muted-foreground text-xs">An example transcript</figcaption>
    </figure>
  );
}
