import { useQueryClient } from '@tanstack/react-query';
import type { User } from '@verbatim/core-sdk/contracts';
import {
  createLiveRecording,
  createRecorderMachine,
  FREE_RECORDING_LIMIT_MS,
  type LiveCaptions,
  type LiveCaptionsSnapshot,
  type LiveRecording,
  type LiveRecordingStatus,
  MediaRecorderDriver,
  openRecordingStore,
  RECORDING_LIMIT_REACHED,
  type RecorderSnapshot,
  type RecordingSource,
  type RecordingStore,
  type RecoverableRecording,
  recoverRecordings,
  startLiveCaptions,
} from '@verbatim/recorder';
import { errorMessage, hasPaidPlan, invalidateTranscriptionData, toast, useVerbatimClient } from '@verbatim/ui';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { recordingFileName } from './recording-file-name';

/** How long the server keeps a recording nobody finished (its resumable uploads expire after a day). */
export const UNFINISHED_RECORDING_KEPT_FOR = '24 hours';

export const RECORDING_SENT = {
  title: 'Recording Sent',
  description: 'Your recording is being transcribed. It appears in your transcriptions, and the text follows shortly.',
} as const;

const NO_CAPTIONS: LiveCaptionsSnapshot = { captions: [], error: null, heard: '' };

const TRY_AGAIN = 'Please try again.';

/**
 * The dashboard's screen recorder: the headless driver with the plan's limit, every chunk kept in this browser and
 * sent to the server while recording, live captions of the recording's audio, and the recordings an earlier visit
 * left unfinished.
 */
export function useScreenRecorder(user: User, { uploadFile }: { uploadFile: (file: File) => void }) {
  const client = useVerbatimClient();
  const queryClient = useQueryClient();
  const limitMs = hasPaidPlan(user) ? null : FREE_RECORDING_LIMIT_MS;

  // IndexedDB may be missing (some private windows): recording still works, kept in memory only.
  const [store, setStore] = useState<RecordingStore | null | 'opening'>('opening');
  useEffect(() => {
    let open: RecordingStore | null = null;
    let cancelled = false;
    openRecordingStore().then(
      (opened) => {
        if (cancelled) return opened.close();
        open = opened;
        setStore(opened);
      },
      () => !cancelled && setStore(null),
    );
    return () => {
      cancelled = true;
      open?.close();
    };
  }, []);

  const [live, setLive] = useState<LiveRecording | null>(null);
  const [captions, setCaptions] = useState<LiveCaptionsSnapshot>(NO_CAPTIONS);
  const captionsRef = useRef<LiveCaptions | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  // Captions stop while paused (the paused part is not recorded); what earlier parts heard is kept here.
  const heardBeforeRef = useRef('');
  const audioRef = useRef(false);

  const stopCaptions = useCallback(() => {
    const current = captionsRef.current;
    captionsRef.current = null;
    if (!current) return;
    const heard = current.getSnapshot().heard;
    if (heard) heardBeforeRef.current = `${heardBeforeRef.current} ${heard}`.trim();
    current.stop();
  }, []);

  const startCaptions = useCallback(
    (liveRecording: LiveRecording | null) => {
      const stream = streamRef.current;
      if (!stream || !audioRef.current || captionsRef.current || stream.getAudioTracks().length === 0) return;
      const connection = client.realtime.captions();
      try {
        const started = startLiveCaptions({ stream, connection });
        captionsRef.current = started;
        started.subscribe((snapshot) => {
          setCaptions(snapshot);
          liveRecording?.setDraftText(`${heardBeforeRef.current} ${snapshot.heard}`.trim());
        });
      } catch {
        // No Web Audio here: the recording goes on without captions.
        connection.close();
      }
    },
    [client],
  );

  const driver = useMemo(() => {
    if (store === 'opening') return null;
    return new MediaRecorderDriver({
      machine: createRecorderMachine({ limitMs }),
      ...(store
        ? {
            sink: ({ mimeType, stream }) => {
              const liveRecording = createLiveRecording({
                store,
                uploads: client.uploads,
                fileName: recordingFileName(new Date(), mimeType),
                mimeType,
              });
              // The browser's driver hands over the stream getDisplayMedia gave it.
              streamRef.current = stream as MediaStream;
              heardBeforeRef.current = '';
              setCaptions(NO_CAPTIONS);
              setLive(liveRecording);
              startCaptions(liveRecording);
              return liveRecording;
            },
          }
        : {}),
    });
  }, [store, limitMs, client, startCaptions]);
  useEffect(() => () => driver?.destroy(), [driver]);

  const snapshot = useSyncExternalStore(
    useCallback((listener: () => void) => driver?.subscribe(listener) ?? (() => undefined), [driver]),
    () => driver?.getSnapshot() ?? null,
  );

  // Follows the recording: duration kept with the chunks, captions only while recording, notices at the end.
  const previous = useRef<RecorderSnapshot | null>(null);
  useEffect(() => {
    const before = previous.current;
    previous.current = snapshot;
    if (!snapshot) return;
    live?.setDurationMs(snapshot.elapsedMs);
    if (snapshot.status === before?.status) return;
    if (snapshot.status === 'recording') startCaptions(live);
    if (snapshot.status !== 'recording') stopCaptions();
    if (snapshot.status === 'stopped' && snapshot.stopReason === 'limit-reached') {
      toast({ variant: 'destructive', title: RECORDING_LIMIT_REACHED.title, description: RECORDING_LIMIT_REACHED.message });
    }
    if (snapshot.status === 'error' && snapshot.error) {
      toast({ variant: 'destructive', title: snapshot.error.title, description: snapshot.error.message });
    }
    if (snapshot.status === 'idle') streamRef.current = null;
  }, [snapshot, live, startCaptions, stopCaptions]);

  const [liveStatus, setLiveStatus] = useState<LiveRecordingStatus | null>(null);
  useEffect(() => {
    if (!live) return setLiveStatus(null);
    setLiveStatus(live.getSnapshot());
    return live.subscribe(setLiveStatus);
  }, [live]);

  const preview = snapshot?.preview ?? null;
  const previewUrl = useMemo(() => (preview ? URL.createObjectURL(preview.blob) : null), [preview]);
  useEffect(() => () => (previewUrl ? URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const [transcribing, setTranscribing] = useState(false);
  // The recording last sent: the panel shows its draft, then its transcript.
  const [lastSent, setLastSent] = useState<{ transcriptionId: string; fileName: string } | null>(null);
  const sent = useCallback(
    async (recording: { transcriptionId: string; fileName: string }) => {
      setLastSent(recording);
      toast({ variant: 'success', ...RECORDING_SENT });
      await invalidateTranscriptionData(queryClient, { credits: true });
    },
    [queryClient],
  );

  const transcribe = useCallback(async () => {
    if (transcribing) return;
    if (!live) {
      // Without IndexedDB the recording was kept in memory: it goes through the ordinary upload queue.
      if (preview)
        uploadFile(
          new File([preview.blob], recordingFileName(new Date(), preview.mimeType), { type: preview.blob.type || preview.mimeType }),
        );
      driver?.reset();
      return;
    }
    setTranscribing(true);
    try {
      const { transcriptionId } = await live.transcribe();
      setLive(null);
      driver?.reset();
      await sent({ transcriptionId, fileName: live.fileName });
    } catch (error) {
      toast({ variant: 'destructive', title: 'Upload Failed', description: errorMessage(error, TRY_AGAIN) });
    } finally {
      setTranscribing(false);
    }
  }, [live, transcribing, driver, sent, preview, uploadFile]);

  const newRecording = useCallback(() => {
    void live?.discard();
    setLive(null);
    setCaptions(NO_CAPTIONS);
    driver?.reset();
  }, [live, driver]);

  // Recordings an earlier visit left behind (a closed tab, a crash), offered once the store is open.
  const [unfinished, setUnfinished] = useState<RecoverableRecording[]>([]);
  const [recovering, setRecovering] = useState<string | null>(null);
  useEffect(() => {
    if (!store || store === 'opening') return;
    let cancelled = false;
    recoverRecordings({ store, uploads: client.uploads }).then(
      (found) => !cancelled && setUnfinished(found),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [store, client]);

  const recover = useCallback(
    async (id: string) => {
      const found = unfinished.find((recording) => recording.id === id);
      if (!found || recovering) return;
      setRecovering(id);
      try {
        const resumed = await found.resume();
        const { transcriptionId } = await resumed.transcribe();
        setUnfinished((list) => list.filter((recording) => recording.id !== id));
        await sent({ transcriptionId, fileName: found.fileName });
      } catch (error) {
        toast({ variant: 'destructive', title: 'Upload Failed', description: errorMessage(error, TRY_AGAIN) });
      } finally {
        setRecovering(null);
      }
    },
    [unfinished, recovering, sent],
  );

  const discard = useCallback(
    async (id: string) => {
      const found = unfinished.find((recording) => recording.id === id);
      if (!found) return;
      await found.discard().catch(() => undefined);
      setUnfinished((list) => list.filter((recording) => recording.id !== id));
    },
    [unfinished],
  );

  const start = useCallback(
    (options: { source: RecordingSource; audio: boolean }) => {
      audioRef.current = options.audio;
      void driver?.start(options);
    },
    [driver],
  );

  return {
    ready: driver !== null,
    supported: driver?.isSupported ?? false,
    snapshot,
    preview:
      preview && previewUrl
        ? {
            url: previewUrl,
            mimeType: preview.mimeType,
            durationMs: preview.durationMs,
            fileName: live?.fileName ?? recordingFileName(new Date(), preview.mimeType),
          }
        : null,
    upload: liveStatus,
    captions,
    transcribing,
    unfinished,
    recovering,
    lastSent,
    dismissSent: () => setLastSent(null),
    start,
    pause: () => driver?.pause(),
    resume: () => driver?.resume(),
    stop: () => driver?.stop(),
    transcribe,
    newRecording,
    recover,
    discard,
  };
}
