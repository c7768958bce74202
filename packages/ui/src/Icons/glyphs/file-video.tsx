import { FilePlay } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function FileVideoIcon(props: IconProps) {
  return <Glyph icon={FilePlay} {...props} />;
}
