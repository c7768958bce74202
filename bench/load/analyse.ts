/**
 * What the run proved: every upload accepted and completed, every owner's socket (on either process) told of each
 * completion, no socket told of someone else's transcription, and how long it all took.
 */
import type { UpdateSocket } from './update-sockets';
import type { UploadPathName } from './upload-paths';

export interface UploadOutcome {
  index: number;
  userIndex: number;
  processIndex: number;
  path: UploadPathName;
  format: string;
  startedAt: number;
  acceptedAt?: number;
  id?: string;
  error?: string;
  /** Status and text as GET /api/transcriptions/:id answered after the run. */
  finalStatus?: string;
  text?: string;
  /** completedAt as the API stored it (ms since the epoch). */
  completedAt?: number;
}

export interface Delivery {
  /** (owner socket, transcription) pairs that should have seen the transcription complete. */
  expected: number;
  completed: number;
  /** Of those, pairs whose socket is on the other API process than the one that took the upload. */
  crossExpected: number;
  crossCompleted: number;
  /** Updates about a transcription that is not the socket owner's. */
  foreign: number;
  /** Pairs that received an update after 'completed' (out of order). */
  afterCompleted: number;
  totalUpdates: number;
  /** ms from t0 until the last owner socket saw each transcription complete. */
  completedAfterStart: number[];
  /** ms from an upload's acceptance until the last of its owner's sockets saw it complete. */
  acceptedToCompleted: number[];
  /** ms between the first and the last of an owner's sockets seeing the same completion. */
  fanOutSpread: number[];
  /** ms from the stored completedAt until the last owner socket heard of it: the NOTIFY path's delay, end to end. */
  completionToSockets: number[];
}

export function analyseDelivery(uploads: UploadOutcome[], sockets: UpdateSocket[], t0: number): Delivery {
  const owner = new Map<string, number>();
  for (const u of uploads) if (u.id) owner.set(u.id, u.userIndex);
  const d: Delivery = {
    expected: 0,
    completed: 0,
    crossExpected: 0,
    crossCompleted: 0,
    foreign: 0,
    afterCompleted: 0,
    totalUpdates: 0,
    completedAfterStart: [],
    acceptedToCompleted: [],
    fanOutSpread: [],
    completionToSockets: [],
  };
  for (const s of sockets) {
    for (const [id, list] of s.updates) {
      d.totalUpdates += list.length;
      if (owner.get(id) !== s.userIndex) d.foreign += list.length;
    }
  }
  for (const u of uploads) {
    if (!u.id || u.acceptedAt === undefined) continue;
    const seen: number[] = [];
    for (const s of sockets.filter((socket) => socket.userIndex === u.userIndex)) {
      const cross = s.processIndex !== u.processIndex;
      d.expected++;
      if (cross) d.crossExpected++;
      const list = s.updates.get(u.id) ?? [];
      const done = list.findIndex((update) => update.status === 'completed');
      if (done < 0) continue;
      d.completed++;
      if (cross) d.crossCompleted++;
      if (done !== list.length - 1) d.afterCompleted++;
      seen.push((list[done] as { at: number }).at);
    }
    if (seen.length === 0) continue;
    const last = Math.max(...seen);
    d.completedAfterStart.push(last - t0);
    d.acceptedToCompleted.push(last - u.acceptedAt);
    d.fanOutSpread.push(last - Math.min(...seen));
    if (u.completedAt !== undefined) d.completionToSockets.push(last - u.completedAt);
  }
  return d;
}

/** Every upload accepted, stored as completed with text, and told to every owner socket. */
export function failedChecks(
  uploads: UploadOutcome[],
  delivery: Delivery,
  otherHttpErrors: number,
  socketProblems: number,
  serverErrors: number,
): string[] {
  const failed: string[] = [];
  const refused = uploads.filter((u) => u.error);
  if (refused.length) failed.push(`${refused.length} of ${uploads.length} uploads failed`);
  if (otherHttpErrors) failed.push(`${otherHttpErrors} reads of transcriptions failed`);
  const notCompleted = uploads.filter((u) => u.id && u.finalStatus !== 'completed');
  if (notCompleted.length) failed.push(`${notCompleted.length} transcriptions did not complete`);
  const empty = uploads.filter((u) => u.finalStatus === 'completed' && !u.text?.trim());
  if (empty.length) failed.push(`${empty.length} completed transcriptions have no text`);
  if (delivery.completed < delivery.expected) {
    failed.push(`${delivery.expected - delivery.completed} of ${delivery.expected} owner sockets never saw their transcription complete`);
  }
  if (delivery.foreign) failed.push(`${delivery.foreign} updates reached a socket of another user`);
  if (socketProblems) failed.push(`${socketProblems} socket problems`);
  if (serverErrors) failed.push(`${serverErrors} error lines in the servers' logs`);
  return failed;
}
