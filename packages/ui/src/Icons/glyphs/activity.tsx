import { Activity } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function ActivityIcon(props: IconProps) {
  return <Glyph icon={Activity} {...props} />;
}
