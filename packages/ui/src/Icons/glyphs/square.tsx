import { Square } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function SquareIcon(props: IconProps) {
  return <Glyph icon={Square} {...props} />;
}
