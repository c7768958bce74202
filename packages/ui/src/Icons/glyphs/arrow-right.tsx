import { ArrowRight } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function ArrowRightIcon(props: IconProps) {
  return <Glyph icon={ArrowRight} {...props} />;
}
