import { KeyRound } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function KeyIcon(props: IconProps) {
  return <Glyph icon={KeyRound} {...props} />;
}
