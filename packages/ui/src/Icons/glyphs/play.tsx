import { Play } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function PlayIcon(props: IconProps) {
  return <Glyph icon={Play} {...props} />;
}
