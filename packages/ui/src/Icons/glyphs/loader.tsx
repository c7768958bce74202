import { LoaderCircle } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function LoaderIcon(props: IconProps) {
  return <Glyph icon={LoaderCircle} {...props} />;
}
