import { Rss } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function RssIcon(props: IconProps) {
  return <Glyph icon={Rss} {...props} />;
}
