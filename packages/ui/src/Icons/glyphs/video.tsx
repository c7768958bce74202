import { Video } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function VideoIcon(props: IconProps) {
  return <Glyph icon={Video} {...props} />;
}
