import { X } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function XIcon(props: IconProps) {
  return <Glyph icon={X} {...props} />;
}
