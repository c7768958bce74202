import { Coins } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function CoinsIcon(props: IconProps) {
  return <Glyph icon={Coins} {...props} />;
}
