import type { Transcription, TranscriptionSummary, User } from '@verbatim/core-sdk/contracts';
import { RecorderPanel, type RecorderPanelSource, type RecorderPanelState, type SentRecording, useTranscription } from '@verbatim/ui';
import { useState } from 'react';
import { UNFINISHED_RECORDING_KEPT_FOR, useScreenRecorder } from './use-screen-recorder';

const IDLE: RecorderPanelState = {
  status: 'idle',
  source: 'tab',
  audioRequested: false,
  elapsedMs: 0,
  limitMs: null,
  nearLimit: false,
  error: null,
};

/** The dashboard's 'Screen Recorder' panel, wired to the browser's recorder, the server and the live captions. */
function sentRecording(fileName: string, detail: Transcription | undefined): SentRecording {
  if (!detail) return { fileName, status: 'pending', progress: 0, text: '' };
  const completed = detail.status === 'completed';
  return {
    fileName: detail.fileName,
    status: detail.status,
    progress: detail.progress,
    // The captions' draft until the engine's transcript replaces it.
    text: (completed ? detail.transcriptText : detail.draftText) ?? '',
    errorMessage: detail.errorMessage,
  };
}

export interface DashboardRecorderProps {
  user: User;
  /** Sends a recording kept only in memory (no IndexedDB) through the ordinary upload queue. */
  uploadFile: (file: File) => void;
  /** Opens a transcript in the viewer. */
  onView: (transcription: TranscriptionSummary) => void;
  className?: string;
}

export function DashboardRecorder({ user, uploadFile, onView, className }: DashboardRecorderProps) {
  const recorder = useScreenRecorder(user, { uploadFile });
  const sentDetail = useTranscription(recorder.lastSent?.transcriptionId ?? null);
  const [source, setSource] = useState<RecorderPanelSource>('tab');
  const [audio, setAudio] = useState(true);
  const snapshot = recorder.snapshot;
  const state: RecorderPanelState = snapshot
    ? {
        status: snapshot.status,
        source: snapshot.source,
        audioRequested: snapshot.audioRequested,
        elapsedMs: snapshot.elapsedMs,
        limitMs: snapshot.limitMs,
        nearLimit: snapshot.nearLimit,
        error: snapshot.error ? { title: snapshot.error.title, message: snapshot.error.message } : null,
      }
    : IDLE;

  return (
    <RecorderPanel
      className={className}
      state={state}
      // Until the recorder is ready (the browser's store opening), Start waits rather than doing nothing.
      supported={recorder.ready ? recorder.supported : true}
      ready={recorder.ready}
      source={source}
      audio={audio}
      onSourceChange={setSource}
      onAudioChange={setAudio}
      onStart={() => recorder.start({ source, audio })}
      onPause={recorder.pause}
      onResume={recorder.resume}
      onStop={recorder.stop}
      preview={recorder.preview}
      onTranscribe={() => void recorder.transcribe()}
      onNewRecording={recorder.newRecording}
      transcribing={recorder.transcribing}
      upload={recorder.upload}
      captions={recorder.captions.captions}
      captionError={recorder.captions.error}
      unfinished={recorder.unfinished}
      recovering={recorder.recovering}
      onRecover={(id) => void recorder.recover(id)}
      onDiscard={(id) => void recorder.discard(id)}
      keptFor={UNFINISHED_RECORDING_KEPT_FOR}
      sent={recorder.lastSent ? sentRecording(recorder.lastSent.fileName, sentDetail.data) : null}
      onViewSent={() => sentDetail.data && onView(sentDetail.data)}
      onDismissSent={recorder.dismissSent}
    />
  );
}
