import { Trash } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function TrashIcon(props: IconProps) {
  return <Glyph icon={Trash} {...props} />;
}
