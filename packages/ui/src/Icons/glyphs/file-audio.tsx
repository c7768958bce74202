import { FileMusic } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function FileAudioIcon(props: IconProps) {
  return <Glyph icon={FileMusic} {...props} />;
}
