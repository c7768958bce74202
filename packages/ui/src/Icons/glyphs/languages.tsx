import { Languages } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function LanguagesIcon(props: IconProps) {
  return <Glyph icon={Languages} {...props} />;
}
