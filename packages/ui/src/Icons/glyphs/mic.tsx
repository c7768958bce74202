import { Mic } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function MicIcon(props: IconProps) {
  return <Glyph icon={Mic} {...props} />;
}
