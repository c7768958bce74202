import { Eye } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function EyeIcon(props: IconProps) {
  return <Glyph icon={Eye} {...props} />;
}
