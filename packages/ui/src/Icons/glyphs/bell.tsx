import { Bell } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function BellIcon(props: IconProps) {
  return <Glyph icon={Bell} {...props} />;
}
