import { Clock } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function ClockIcon(props: IconProps) {
  return <Glyph icon={Clock} {...props} />;
}
