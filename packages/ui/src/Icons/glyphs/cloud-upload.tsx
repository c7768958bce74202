import { CloudUpload } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function CloudUploadIcon(props: IconProps) {
  return <Glyph icon={CloudUpload} {...props} />;
}
