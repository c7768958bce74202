import { GraduationCap } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function GraduationCapIcon(props: IconProps) {
  return <Glyph icon={GraduationCap} {...props} />;
}
