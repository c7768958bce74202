// The entry of the script-tag build (dist/verbatim.global.js), and the only place that sets a global:
//   <script src="https://verbatim.example/api/widget/v1/verbatim.js"></script>
//   <script>new Verbatim.Uploader({ publishableKey: 'vbpk_…' }).mount('#upload')</script>
import { Recorder as BaseRecorder, type RecorderOptions } from './Recorder';
import type { UploaderOptions } from './types';
import { Uploader as BaseUploader } from './Uploader';
import { VERSION } from './version';

/** The API that served this script: read now, since `document.currentScript` is only set while the script first runs. */
function scriptOrigin(): string | undefined {
  const script = typeof document === 'undefined' ? null : document.currentScript;
  const src = script instanceof HTMLScriptElement ? script.src : '';
  if (!src) return undefined;
  try {
    return new URL(src).origin;
  } catch {
    return undefined;
  }
}

const endpoint = scriptOrigin();
const withEndpoint = <T extends { endpoint?: string }>(options: T): T =>
  options && options.endpoint === undefined && endpoint !== undefined ? { ...options, endpoint } : options;

class Uploader extends BaseUploader {
  constructor(options: UploaderOptions) {
    super(withEndpoint(options));
  }
}

class Recorder extends BaseRecorder {
  constructor(options: RecorderOptions) {
    super(withEndpoint(options));
  }
}

declare global {
  interface Window {
    Verbatim?: { Uploader: typeof Uploader; Recorder: typeof Recorder; version: string };
  }
}

window.Verbatim = { Uploader, Recorder, version: VERSION };
