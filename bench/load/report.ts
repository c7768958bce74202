/** The run's figures as Markdown, ready to paste into docs/performance.md. */
import type { Delivery, UploadOutcome } from './analyse';
import type { MemoryFigures } from './memory';
import { seconds, spread } from './stats';
import type { UploadPathName } from './upload-paths';

export interface RunFigures {
  setup: string;
  loadBefore: string;
  loadAfter: string;
  socketsOpened: number;
  socketsWanted: number;
  socketsOpenMs: number;
  uploads: UploadOutcome[];
  delivery: Delivery;
  allCompletedMs: number;
  processes: {
    label: string;
    memory: MemoryFigures;
    cpu: { own: number; withChildren: number };
    errorLines: string[];
    warningLines: string[];
  }[];
  socketProblems: string[];
  /** Non-200 answers to the benchmark's progress polls and final reads. */
  pollErrors: string[];
  meanWer: number;
  failed: string[];
}

const mib = (value: number | undefined) => (value === undefined ? '–' : `${value.toFixed(0)}`);

function uploadRows(uploads: UploadOutcome[]): string[] {
  const names: UploadPathName[] = ['direct', 'object', 'large', 'tus'];
  return names
    .map((path) => {
      const mine = uploads.filter((u) => u.path === path);
      if (mine.length === 0) return '';
      const ok = mine.filter((u) => u.acceptedAt !== undefined);
      const times = ok.map((u) => (u.acceptedAt as number) - u.startedAt);
      const completed = mine.filter((u) => u.finalStatus === 'completed').length;
      const formats = [...new Set(mine.map((u) => u.format))].join(', ');
      return `| ${path} | ${formats} | ${ok.length} / ${mine.length} | ${completed} | ${spread(times)} |`;
    })
    .filter(Boolean);
}

export function formatReport(f: RunFigures): string {
  const d = f.delivery;
  const errors = f.uploads.filter((u) => u.error);
  const lines = [
    `Load: ${f.setup}. Load average before ${f.loadBefore}, after ${f.loadAfter}.`,
    '',
    '| path | formats | accepted | completed | upload time p50 / p95 / max (s) |',
    '|---|---|---|---|---|',
    ...uploadRows(f.uploads),
    '',
    '| figure | value |',
    '|---|---|',
    `| sockets open (all at once) | ${f.socketsOpened} / ${f.socketsWanted} in ${seconds(f.socketsOpenMs)} s |`,
    `| HTTP errors (uploads / reads) | ${errors.length} / ${f.pollErrors.length} |`,
    `| socket problems (errors, refused handshakes, closes by the server) | ${f.socketProblems.length} |`,
    `| owner sockets that saw 'completed' | ${d.completed} / ${d.expected} |`,
    `| … of them on the other API process than the upload | ${d.crossCompleted} / ${d.crossExpected} |`,
    `| updates that reached another user's socket | ${d.foreign} |`,
    `| updates after 'completed' (out of order) | ${d.afterCompleted} |`,
    `| updates received, all sockets | ${d.totalUpdates} |`,
    `| time to all completed, from the first upload (s) | ${seconds(f.allCompletedMs)} |`,
    `| upload accepted → last owner socket told 'completed', p50 / p95 / max (s) | ${spread(d.acceptedToCompleted)} |`,
    `| stored as completed → last owner socket told, p50 / p95 / max (s) | ${spread(d.completionToSockets, 2)} |`,
    `| first to last owner socket told of the same completion, p50 / p95 / max (s) | ${spread(d.fanOutSpread, 2)} |`,
    `| word error rate of the transcripts (mean, sanity check) | ${Number.isNaN(f.meanWer) ? '–' : `${(f.meanWer * 100).toFixed(1)} %`} |`,
    '',
    '| process | RSS start (MiB) | sockets open | peak | end | after sockets closed | peak with child tools | CPU own / with child tools (s) | error / warn log lines |',
    '|---|---|---|---|---|---|---|---|---|',
    ...f.processes.map((p) => {
      const m = p.memory.marks;
      return `| ${p.label} | ${mib(m.get('start'))} | ${mib(m.get('sockets open'))} | ${mib(p.memory.peakMiB)} | ${mib(m.get('end'))} | ${mib(m.get('after close'))} | ${mib(p.memory.treePeakMiB)} | ${p.cpu.own.toFixed(1)} / ${p.cpu.withChildren.toFixed(1)} | ${p.errorLines.length} / ${p.warningLines.length} |`;
    }),
    '',
    f.failed.length ? `**Not met:** ${f.failed.join('; ')}.` : '**Met:** no errors, every upload completed, every owner socket told.',
  ];
  const details = [
    ...errors.map((u) => `upload ${u.index} (${u.path}, ${u.format}, API ${u.processIndex + 1}): ${u.error}`),
    ...f.pollErrors.slice(0, 10),
    ...f.socketProblems.slice(0, 20),
    ...f.processes.flatMap((p) => p.errorLines.slice(0, 5).map((line) => `${p.label}: ${line.slice(0, 400)}`)),
  ];
  if (details.length) lines.push('', 'Details:', ...details.map((line) => `- ${line}`));
  return `${lines.join('\n')}\n`;
}
