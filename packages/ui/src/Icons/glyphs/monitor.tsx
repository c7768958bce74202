import { Monitor } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function MonitorIcon(props: IconProps) {
  return <Glyph icon={Monitor} {...props} />;
}
