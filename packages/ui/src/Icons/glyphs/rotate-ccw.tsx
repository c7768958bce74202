import { RotateCcw } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function RotateCcwIcon(props: IconProps) {
  return <Glyph icon={RotateCcw} {...props} />;
}
