import { Menu } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function MenuIcon(props: IconProps) {
  return <Glyph icon={Menu} {...props} />;
}
