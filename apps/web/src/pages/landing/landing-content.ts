import {
  BriefcaseIcon,
  FilesIcon,
  FileTextIcon,
  GraduationCapIcon,
  type IconProps,
  MegaphoneIcon,
  MicIcon,
  SearchIcon,
  ShieldIcon,
  TagIcon,
  TargetIcon,
  VideoIcon,
  ZapIcon,
} from '@verbatim/ui';
import type { ComponentType } from 'react';

export interface LandingCard {
  title: string;
  text: string;
  icon: ComponentType<IconProps>;
}

// Every claim here must hold for the product as built (DESIGN.md): no invented figures.
export const FEATURES: LandingCard[] = [
  {
    title: 'Lightning Fast',
    text: 'Upload and get on with your day. Transcription runs in the background and your transcript appears the moment it is ready.',
    icon: ZapIcon,
  },
  {
    title: 'High Accuracy',
    text: 'Speech recognition turns clear speech into clean, readable text, with timestamps so you can check any line against the recording.',
    icon: TargetIcon,
  },
  {
    title: 'Secure & Private',
    text: 'Your transcripts are visible to you alone, share links can be revoked at any time, and uploaded media is deleted 24 hours after processing.',
    icon: ShieldIcon,
  },
  {
    title: 'Transparent Pricing',
    text: 'Start free with 3 transcriptions a day. Paid plans from $9 a month; 1 credit is 1 minute of audio, charged only when a transcript completes.',
    icon: TagIcon,
  },
  {
    title: 'Multiple Formats',
    text: 'Export as TXT, DOCX or PDF to read and share, or as SRT and VTT subtitles to publish with your video.',
    icon: FileTextIcon,
  },
  {
    title: 'All File Types',
    text: 'Common audio and video formats such as MP3, WAV, M4A, FLAC, MP4, MOV and WebM, and screen recordings, in files up to 2 GB.',
    icon: FilesIcon,
  },
];

export const AUDIENCES: LandingCard[] = [
  { title: 'Podcasters', text: 'Show notes, quotes and searchable archives of every episode.', icon: MicIcon },
  { title: 'YouTubers', text: 'Subtitles for your videos and text to reuse in descriptions and posts.', icon: VideoIcon },
  { title: 'Students', text: 'Lectures and seminars as notes you can search before the exam.', icon: GraduationCapIcon },
  { title: 'Researchers', text: 'Interviews and focus groups as text, ready for coding and quoting.', icon: SearchIcon },
  { title: 'Business professionals', text: 'Meetings and calls written down, with summaries of what was decided.', icon: BriefcaseIcon },
  { title: 'Content marketers', text: 'Webinars and videos turned into articles, posts and captions.', icon: MegaphoneIcon },
];

export const STEPS = [
  { title: 'Upload or record', text: 'Drop in an audio or video file, or record a browser tab or your screen.' },
  { title: 'Get your transcript', text: 'Verbatim transcribes it in the background and tells you when it is done.' },
  { title: 'Put it to work', text: 'Search it, summarise it, translate it, share it or export it.' },
];
