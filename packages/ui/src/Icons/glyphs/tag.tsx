import { Tag } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function TagIcon(props: IconProps) {
  return <Glyph icon={Tag} {...props} />;
}
