import { FileText } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function FileTextIcon(props: IconProps) {
  return <Glyph icon={FileText} {...props} />;
}
