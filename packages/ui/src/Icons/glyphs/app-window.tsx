import { AppWindow } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function AppWindowIcon(props: IconProps) {
  return <Glyph icon={AppWindow} {...props} />;
}
