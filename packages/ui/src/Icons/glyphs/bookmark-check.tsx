import { BookmarkCheck } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function BookmarkCheckIcon(props: IconProps) {
  return <Glyph icon={BookmarkCheck} {...props} />;
}
