import { Files } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function FilesIcon(props: IconProps) {
  return <Glyph icon={Files} {...props} />;
}
