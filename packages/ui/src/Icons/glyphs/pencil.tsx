import { PenLine } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function PencilIcon(props: IconProps) {
  return <Glyph icon={PenLine} {...props} />;
}
