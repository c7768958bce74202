import { Copy } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function CopyIcon(props: IconProps) {
  return <Glyph icon={Copy} {...props} />;
}
