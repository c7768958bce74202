import { estimateTokens } from './token-budget';

/**
 * Groups lines, in order, into chunks of at most `maxTokens` each (one newline between lines). A line too long for a
 * chunk on its own (an hour of speech without speaker changes is one paragraph) is cut at sentence ends, or at
 * spaces when a sentence is too long as well, so no chunk ever exceeds the budget.
 */
export function splitToFit(lines: readonly string[], maxTokens: number): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let used = 0;
  for (const line of lines.flatMap((l) => cutLine(l, maxTokens))) {
    const cost = estimateTokens(`${line}\n`);
    if (current.length > 0 && used + cost > maxTokens) {
      chunks.push(current);
      current = [];
      used = 0;
    }
    current.push(line);
    used += cost;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

function cutLine(line: string, maxTokens: number): string[] {
  const maxChars = Math.max(1, maxTokens * 4 - 1);
  if (line.length <= maxChars) return [line];
  const pieces: string[] = [];
  let rest = line;
  while (rest.length > maxChars) {
    const window = rest.slice(0, maxChars);
    // The last sentence end in the window, else its last space, else a hard cut.
    const sentence = Math.max(window.lastIndexOf('. '), window.lastIndexOf('? '), window.lastIndexOf('! '));
    const space = window.lastIndexOf(' ');
    const cut = sentence > maxChars / 2 ? sentence + 1 : space > maxChars / 2 ? space : maxChars;
    pieces.push(rest.slice(0, cut).trim());
    rest = rest.slice(cut).trim();
  }
  if (rest) pieces.push(rest);
  return pieces;
}
