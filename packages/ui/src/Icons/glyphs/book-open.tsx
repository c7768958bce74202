import { BookOpen } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function BookOpenIcon(props: IconProps) {
  return <Glyph icon={BookOpen} {...props} />;
}
