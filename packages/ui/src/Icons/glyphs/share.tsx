import { Share2 } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function ShareIcon(props: IconProps) {
  return <Glyph icon={Share2} {...props} />;
}
