import { Receipt } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function ReceiptIcon(props: IconProps) {
  return <Glyph icon={Receipt} {...props} />;
}
