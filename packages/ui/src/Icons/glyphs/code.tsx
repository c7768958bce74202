import { Code } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function CodeIcon(props: IconProps) {
  return <Glyph icon={Code} {...props} />;
}
