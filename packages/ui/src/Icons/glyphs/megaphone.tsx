import { Megaphone } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function MegaphoneIcon(props: IconProps) {
  return <Glyph icon={Megaphone} {...props} />;
}
