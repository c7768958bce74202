import { Download } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function DownloadIcon(props: IconProps) {
  return <Glyph icon={Download} {...props} />;
}
