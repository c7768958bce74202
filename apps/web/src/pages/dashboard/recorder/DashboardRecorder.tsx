import type { User } from '@verbatim/core-sdk/contracts';
import { RecorderPanel, type RecorderPanelSource, type RecorderPanelState } from '@verbatim/ui';
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
export function DashboardRecorder({ user, uploadFile, className }: { user: User; uploadFile: (file: File) => void; className?: string }) {
  const recorder = useScreenRecorder(user, { uploadFile });
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
    />
  );
}
