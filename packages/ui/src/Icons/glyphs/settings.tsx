import { Settings } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function SettingsIcon(props: IconProps) {
  return <Glyph icon={Settings} {...props} />;
}
