import { Upload } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function UploadIcon(props: IconProps) {
  return <Glyph icon={Upload} {...props} />;
}
