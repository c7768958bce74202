import type { Database } from '../db/create-database';
import { signedUpSession } from './signed-up-session';
import { uploadWav } from './upload-wav';

export interface ScenarioFile {
  id: string;
  account: 'free' | 'pro';
  name: string;
  status: string;
  /** From the first upload to its completion (or failure). */
  finishedAfterMs: number;
}

export interface PriorityScenarioResult {
  free: { userId: string; files: ScenarioFile[] };
  pro: { userId: string; file: ScenarioFile };
  /** Free files that finished after the Pro file. */
  freeFinishedAfterPro: number;
}

/**
 * A free account sends three files; a moment later a Pro trial sends one; all go through the real upload endpoint,
 * queue and decoder of `server`. Returns when all four have finished, with when each did. Run it on a server with
 * one decoder (WORKER_CONCURRENCY=1, TRANSCRIBE_CONCURRENCY=1) to see the queue's order.
 */
export async function runPriorityScenario(
  server: { url: string; deps: { db: Database } },
  speechWav: string,
  { proDelayMs = 500, timeoutMs = 180_000 }: { proDelayMs?: number; timeoutMs?: number } = {},
): Promise<PriorityScenarioResult> {
  const free = await signedUpSession(server, 'free');
  const pro = await signedUpSession(server, 'pro');
  const trial = await pro.http.post('/api/start-trial', { planType: 'pro' });
  if (trial.json.success !== true) throw new Error(`the Pro trial did not start: ${JSON.stringify(trial.json)}`);

  const started = Date.now();
  const sent: { id: string; account: 'free' | 'pro'; name: string }[] = [];
  for (let n = 1; n <= 3; n += 1)
    sent.push({ id: await uploadWav(free.http, speechWav, `free-${n}.wav`), account: 'free', name: `free-${n}.wav` });
  await new Promise((resolve) => setTimeout(resolve, proDelayMs));
  sent.push({ id: await uploadWav(pro.http, speechWav, 'pro.wav'), account: 'pro', name: 'pro.wav' });

  const finishedAt = new Map<string, { status: string; at: number }>();
  const deadline = Date.now() + timeoutMs;
  while (finishedAt.size < sent.length) {
    if (Date.now() > deadline) throw new Error(`only ${finishedAt.size} of ${sent.length} files finished in ${timeoutMs} ms`);
    const rows = (await server.deps
      .db('transcriptions')
      .whereIn(
        'id',
        sent.map((file) => file.id),
      )
      .select('id', 'status', 'completedAt', 'updatedAt')) as { id: string; status: string; completedAt: Date | null; updatedAt: Date }[];
    for (const row of rows) {
      if (row.status !== 'completed' && row.status !== 'failed') continue;
      finishedAt.set(row.id, { status: row.status, at: (row.completedAt ?? row.updatedAt).getTime() });
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const files: ScenarioFile[] = sent.map((file) => {
    const end = finishedAt.get(file.id);
    return { ...file, status: end?.status ?? 'unknown', finishedAfterMs: (end?.at ?? Number.NaN) - started };
  });
  const proFile = files.find((file) => file.account === 'pro') as ScenarioFile;
  const freeFiles = files.filter((file) => file.account === 'free');
  return {
    free: { userId: free.userId, files: freeFiles },
    pro: { userId: pro.userId, file: proFile },
    freeFinishedAfterPro: freeFiles.filter((file) => file.finishedAfterMs > proFile.finishedAfterMs).length,
  };
}
