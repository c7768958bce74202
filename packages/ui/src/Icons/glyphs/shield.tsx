import { ShieldCheck } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function ShieldIcon(props: IconProps) {
  return <Glyph icon={ShieldCheck} {...props} />;
}
