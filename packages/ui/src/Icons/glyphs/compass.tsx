import { Compass } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function CompassIcon(props: IconProps) {
  return <Glyph icon={Compass} {...props} />;
}
