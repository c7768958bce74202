import { MessageSquare } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function MessageIcon(props: IconProps) {
  return <Glyph icon={MessageSquare} {...props} />;
}
