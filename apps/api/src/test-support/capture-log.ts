import pino, { type Logger } from 'pino';

export interface LogLine {
  level: number;
  msg?: string;
  [field: string]: unknown;
}

/** pino's number for `error`; `fatal` is above it. */
export const ERROR_LEVEL = 50;

/** A real pino logger whose lines are kept in memory, so a test can read what the server logged. */
export function captureLog(level: pino.Level = 'info'): { logger: Logger; lines: LogLine[]; errors(): LogLine[] } {
  const lines: LogLine[] = [];
  const logger = pino(
    { level },
    {
      write(line: string) {
        lines.push(JSON.parse(line) as LogLine);
      },
    },
  );
  return { logger, lines, errors: () => lines.filter((line) => line.level >= ERROR_LEVEL) };
}
