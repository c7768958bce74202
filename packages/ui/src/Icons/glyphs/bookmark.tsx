import { Bookmark } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function BookmarkIcon(props: IconProps) {
  return <Glyph icon={Bookmark} {...props} />;
}
