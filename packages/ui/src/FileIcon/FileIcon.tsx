import { FileAudioIcon, FileVideoIcon, type IconProps } from '../Icons/Icons';
import { cn } from '../lib/cn';
import { fileKind } from '../lib/file-kind';

export interface FileIconProps extends IconProps {
  fileName: string;
}

/** The audio icon for mp3, wav, m4a and flac files, the video icon for all others. */
export function FileIcon({ fileName, className, ...props }: FileIconProps) {
  const kind = fileKind(fileName);
  const Icon = kind === 'audio' ? FileAudioIcon : FileVideoIcon;
  return (
    <Icon data-kind={kind} className={cn(kind === 'audio' ? 'text-primary' : 'text-sky-600 dark:text-sky-400', className)} {...props} />
  );
}
