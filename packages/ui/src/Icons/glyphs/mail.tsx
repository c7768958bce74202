import { Mail } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function MailIcon(props: IconProps) {
  return <Glyph icon={Mail} {...props} />;
}
