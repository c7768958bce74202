import { Search } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function SearchIcon(props: IconProps) {
  return <Glyph icon={Search} {...props} />;
}
