import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { FakeWidgetApi, transcription } from './test-support/fake-client';
import { uploaderStates } from './test-support/states';
import { WidgetPreview, type WidgetPreviewProps } from './test-support/WidgetPreview';
import { Uploader } from './Uploader';
import { renderUploader, type UploaderViewState } from './view/uploader-view';

/** The uploader widget's view for one state, as a page embedding it sees it (in its own shadow root). */
function UploaderView(props: WidgetPreviewProps<UploaderViewState>) {
  return <WidgetPreview {...props} render={renderUploader} />;
}

const meta = {
  title: 'Widgets/Uploader',
  component: UploaderView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The embeddable uploader: `new Verbatim.Uploader({ publishableKey }).mount('#el')`. Each story renders the view for one state; **Live** runs the real widget against a pretend API.",
      },
    },
  },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
    locale: { control: 'inline-radio', options: ['en', 'es'] },
  },
  args: { state: uploaderStates.idle, theme: 'light', locale: 'en', width: 420 },
} satisfies Meta<typeof UploaderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Dragging: Story = { args: { state: uploaderStates.dragging } };
export const Uploading: Story = { args: { state: uploaderStates.uploading } };
export const Transcribing: Story = { args: { state: uploaderStates.transcribing } };
export const DoneWithText: Story = { args: { state: uploaderStates.done } };
/** The key does not return text: the transcript is in the site owner's account. */
export const DoneWithoutText: Story = { args: { state: uploaderStates.doneWithoutText } };
export const TranscriptionFailed: Story = { args: { state: uploaderStates.failed } };
export const ErrorShown: Story = { args: { state: uploaderStates.error } };
export const NotAllowed: Story = { args: { state: uploaderStates.notAllowed } };
/** Offline, or a site the key does not name (the browser refuses it the same way). */
export const Unreachable: Story = { args: { state: uploaderStates.unreachable } };
export const Loading: Story = { args: { state: uploaderStates.loading } };
export const Dark: Story = { args: { state: uploaderStates.uploading, theme: 'dark' }, parameters: { backgrounds: { value: '#0b0f19' } } };
export const DarkDone: Story = { args: { state: uploaderStates.done, theme: 'dark' } };
export const Spanish: Story = { args: { state: uploaderStates.idle, locale: 'es' } };
export const SpanishUploading: Story = { args: { state: uploaderStates.uploading, locale: 'es' } };
export const Narrow: Story = { args: { state: uploaderStates.uploading, width: 280 } };

/** A pretend API: uploads take about three seconds, then the transcription takes a few more. */
class DemoApi extends FakeWidgetApi {
  constructor() {
    super();
    this.answers = [
      transcription({ progress: 20 }),
      transcription({ progress: 70 }),
      transcription({ status: 'completed', progress: 100, text: 'This is what the file said.' }),
    ];
    const upload = this.uploads.upload;
    this.uploads.upload = (file, options = {}) => {
      let loaded = 0;
      const timer = setInterval(() => {
        loaded = Math.min(file.size, loaded + file.size / 10);
        options.onProgress?.({ loaded, total: file.size, percent: Math.floor((loaded * 100) / file.size) });
        if (loaded >= file.size) {
          clearInterval(timer);
          this.pending.shift()?.resolve({ transcriptionId: 'tr_demo' });
        }
      }, 300);
      options.signal?.addEventListener('abort', () => clearInterval(timer));
      return upload(file, options);
    };
  }
}

function LiveUploader({ theme, locale }: { theme?: 'light' | 'dark' | 'auto'; locale?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!ref.current) return;
    const widget = new Uploader({ publishableKey: 'vbpk_demo', client: new DemoApi(), theme, locale }).mount(ref.current);
    return () => widget.destroy();
  }, [theme, locale]);
  return <div ref={ref} style={{ width: 420, maxWidth: '100%' }} />;
}

/** The real widget: choose or drop any audio or video file (nothing leaves the browser). */
export const Live: Story = {
  render: (args) => <LiveUploader theme={args.theme} locale={args.locale} />,
};
