import { CircleExclamationPoint } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function AlertCircleIcon(props: IconProps) {
  return <Glyph icon={CircleExclamationPoint} {...props} />;
}
