import { Pause } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function PauseIcon(props: IconProps) {
  return <Glyph icon={Pause} {...props} />;
}
