import { Lock } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function LockIcon(props: IconProps) {
  return <Glyph icon={Lock} {...props} />;
}
