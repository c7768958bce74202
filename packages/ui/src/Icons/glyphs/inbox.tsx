import { Inbox } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function InboxIcon(props: IconProps) {
  return <Glyph icon={Inbox} {...props} />;
}
