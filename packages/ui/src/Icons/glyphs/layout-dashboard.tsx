import { LayoutDashboard } from 'lucide-react';
import { Glyph, type IconProps } from '../glyph';

export function LayoutDashboardIcon(props: IconProps) {
  return <Glyph icon={LayoutDashboard} {...props} />;
}
