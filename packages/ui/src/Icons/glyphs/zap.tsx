import { Zap } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function ZapIcon(props: IconProps) {
  return <Glyph icon={Zap} {...props} />;
}
