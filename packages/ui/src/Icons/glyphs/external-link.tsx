import { ExternalLink } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function ExternalLinkIcon(props: IconProps) {
  return <Glyph icon={ExternalLink} {...props} />;
}
