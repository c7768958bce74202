import { LogOut } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function LogOutIcon(props: IconProps) {
  return <Glyph icon={LogOut} {...props} />;
}
