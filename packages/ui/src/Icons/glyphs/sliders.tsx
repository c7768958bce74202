import { SlidersHorizontal } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function SlidersIcon(props: IconProps) {
  return <Glyph icon={SlidersHorizontal} {...props} />;
}
