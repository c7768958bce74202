import { List } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function ListIcon(props: IconProps) {
  return <Glyph icon={List} {...props} />;
}
