import { User } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function UserIcon(props: IconProps) {
  return <Glyph icon={User} {...props} />;
}
