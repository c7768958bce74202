import { Calendar } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function CalendarIcon(props: IconProps) {
  return <Glyph icon={Calendar} {...props} />;
}
