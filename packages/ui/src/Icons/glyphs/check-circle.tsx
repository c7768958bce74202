import { CircleCheck } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function CheckCircleIcon(props: IconProps) {
  return <Glyph icon={CircleCheck} {...props} />;
}
