import type { Meta, StoryObj } from '@storybook/react-vite';
import { DEFAULT_USER_PREFERENCES, type SpeechLanguages } from '@verbatim/core-sdk/contracts';
import { fn } from 'storybook/test';
import { TranscriptionDefaultsForm } from './TranscriptionDefaultsForm';

const cloud: SpeechLanguages = {
  engine: 'assemblyai',
  detectsLanguage: true,
  labelsSpeakers: true,
  languages: [
    { code: 'en-GB', name: 'British English' },
    { code: 'en', name: 'English' },
    { code: 'fr', name: 'French' },
    { code: 'de', name: 'German' },
    { code: 'es', name: 'Spanish' },
  ],
};
const local: SpeechLanguages = {
  engine: 'local',
  detectsLanguage: false,
  labelsSpeakers: false,
  languages: [{ code: 'en', name: 'English' }],
};

const meta = {
  title: 'Settings/TranscriptionDefaultsForm',
  component: TranscriptionDefaultsForm,
  tags: ['autodocs'],
  args: { preferences: DEFAULT_USER_PREFERENCES, languages: cloud, onSave: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TranscriptionDefaultsForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Defaults: Story = {};
export const Chosen: Story = {
  args: {
    preferences: {
      ...DEFAULT_USER_PREFERENCES,
      language: 'fr',
      mode: 'accurate',
      exportFormat: 'docx',
      speakerLabels: true,
      autoDownload: true,
    },
  },
};
export const LocalEngine: Story = { args: { languages: local } };
export const Saving: Story = { args: { saving: true } };
export const Loading: Story = { args: { preferences: undefined, loading: true } };
export const LoadFailed: Story = { args: { preferences: undefined, error: 'Verbatim is not answering.', onReload: fn() } };
export const SignedOut: Story = { args: { preferences: undefined, signedOut: true } };
