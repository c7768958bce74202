import { Target } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function TargetIcon(props: IconProps) {
  return <Glyph icon={Target} {...props} />;
}
