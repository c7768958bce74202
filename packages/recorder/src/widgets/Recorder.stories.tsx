import type { Meta, StoryObj } from '@storybook/react-vite';
import { recorderStates } from './test-support/states';
import { WidgetPreview, type WidgetPreviewProps } from './test-support/WidgetPreview';
import { type RecorderViewState, renderRecorder } from './view/recorder-view';

/** The recorder widget's view for one state, as a page embedding it sees it (in its own shadow root). */
function RecorderView(props: WidgetPreviewProps<RecorderViewState>) {
  return <WidgetPreview {...props} render={renderRecorder} />;
}

const meta = {
  title: 'Widgets/Recorder',
  component: RecorderView,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "The embeddable screen recorder: `new Verbatim.Recorder({ publishableKey }).mount('#el')`. Each story renders the view for one state.",
      },
    },
  },
  argTypes: {
    theme: { control: 'inline-radio', options: ['light', 'dark', 'auto'] },
    locale: { control: 'inline-radio', options: ['en', 'es'] },
  },
  args: { state: recorderStates.idle, theme: 'light', locale: 'en', width: 420 },
} satisfies Meta<typeof RecorderView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const Requesting: Story = { args: { state: recorderStates.requesting } };
export const Recording: Story = { args: { state: recorderStates.recording } };
/** Near the plan's limit, and offline (the recording is kept on the device meanwhile). */
export const NearLimitOffline: Story = { args: { state: recorderStates.nearLimit } };
export const Paused: Story = { args: { state: recorderStates.paused } };
export const Stopping: Story = { args: { state: recorderStates.stopping } };
export const Stopped: Story = { args: { state: recorderStates.stopped } };
export const Sending: Story = { args: { state: recorderStates.sending } };
export const Transcribing: Story = { args: { state: recorderStates.transcribing } };
export const DoneWithText: Story = { args: { state: recorderStates.done } };
export const ErrorShown: Story = { args: { state: recorderStates.error } };
export const NotAllowed: Story = { args: { state: recorderStates.notAllowed } };
/** Where the browser has no getDisplayMedia (phones, old browsers): said, instead of a dead button. */
export const Unsupported: Story = { args: { state: recorderStates.unsupported } };
export const Dark: Story = { args: { state: recorderStates.recording, theme: 'dark' } };
export const Spanish: Story = { args: { state: recorderStates.idle, locale: 'es' } };
export const Narrow: Story = { args: { state: recorderStates.recording, width: 280 } };
