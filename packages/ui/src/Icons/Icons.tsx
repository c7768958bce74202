import {
  Activity,
  AppWindow,
  ArrowLeft,
  ArrowRight,
  Bell,
  Bookmark,
  BookmarkCheck,
  BookOpen,
  Briefcase,
  Calendar,
  CircleCheck,
  CircleExclamationPoint,
  Clock,
  CloudUpload,
  Code,
  Coins,
  Compass,
  Copy,
  CreditCard,
  Disc2,
  Download,
  ExternalLink,
  Eye,
  FileMusic,
  FilePlay,
  Files,
  FileText,
  GraduationCap,
  Inbox,
  KeyRound,
  Languages,
  LayoutDashboard,
  List,
  LoaderCircle,
  Lock,
  LogOut,
  type LucideIcon,
  Mail,
  Megaphone,
  Menu,
  MessageSquare,
  Mic,
  Monitor,
  Pause,
  PenLine,
  Play,
  Receipt,
  RotateCcw,
  Rss,
  Search,
  Settings,
  Share2,
  ShieldCheck,
  SlidersHorizontal,
  Sparkles,
  Square,
  Tag,
  Target,
  Trash,
  Upload,
  User,
  Video,
  X,
  Zap,
} from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../lib/cn';

export type IconProps = Omit<ComponentProps<'svg'>, 'children'>;

/**
 * The icons are Lucide's (lucide-react, ISC licence), imported by name so that a bundle keeps only
 * the ones it uses. Glyph gives each our defaults: 1rem (a caller's size class replaces it), a
 * stroke of 2 in the text colour, and hidden from assistive technology, always, because the text or
 * aria-label beside an icon says what it means.
 */
function Glyph({ icon: Lucide, className, ...props }: IconProps & { icon: LucideIcon }) {
  return (
    <Lucide strokeWidth={2} data-slot="icon" className={cn('size-4 shrink-0', className)} {...props} aria-hidden="true" focusable="false" />
  );
}

export function LayoutDashboardIcon(props: IconProps) {
  return <Glyph icon={LayoutDashboard} {...props} />;
}
export function UploadIcon(props: IconProps) {
  return <Glyph icon={Upload} {...props} />;
}
export function CloudUploadIcon(props: IconProps) {
  return <Glyph icon={CloudUpload} {...props} />;
}
export function ListIcon(props: IconProps) {
  return <Glyph icon={List} {...props} />;
}
export function CreditCardIcon(props: IconProps) {
  return <Glyph icon={CreditCard} {...props} />;
}
export function SettingsIcon(props: IconProps) {
  return <Glyph icon={Settings} {...props} />;
}
export function BookOpenIcon(props: IconProps) {
  return <Glyph icon={BookOpen} {...props} />;
}
export function LogOutIcon(props: IconProps) {
  return <Glyph icon={LogOut} {...props} />;
}
export function MenuIcon(props: IconProps) {
  return <Glyph icon={Menu} {...props} />;
}
export function XIcon(props: IconProps) {
  return <Glyph icon={X} {...props} />;
}
export function SearchIcon(props: IconProps) {
  return <Glyph icon={Search} {...props} />;
}
export function ShieldIcon(props: IconProps) {
  return <Glyph icon={ShieldCheck} {...props} />;
}
/** The recording mark: a ring around a filled dot (Lucide's Disc2 with its inner circle filled). */
export function CircleDotIcon({ className, ...props }: IconProps) {
  return <Glyph icon={Disc2} className={cn('[&>circle:nth-of-type(2)]:fill-current', className)} {...props} />;
}
export function LockIcon(props: IconProps) {
  return <Glyph icon={Lock} {...props} />;
}
export function CoinsIcon(props: IconProps) {
  return <Glyph icon={Coins} {...props} />;
}
export function FileAudioIcon(props: IconProps) {
  return <Glyph icon={FileMusic} {...props} />;
}
export function FileVideoIcon(props: IconProps) {
  return <Glyph icon={FilePlay} {...props} />;
}
export function FileTextIcon(props: IconProps) {
  return <Glyph icon={FileText} {...props} />;
}
export function ClockIcon(props: IconProps) {
  return <Glyph icon={Clock} {...props} />;
}
export function EyeIcon(props: IconProps) {
  return <Glyph icon={Eye} {...props} />;
}
export function DownloadIcon(props: IconProps) {
  return <Glyph icon={Download} {...props} />;
}
export function ShareIcon(props: IconProps) {
  return <Glyph icon={Share2} {...props} />;
}
export function TrashIcon(props: IconProps) {
  return <Glyph icon={Trash} {...props} />;
}
export function RotateCcwIcon(props: IconProps) {
  return <Glyph icon={RotateCcw} {...props} />;
}
export function CopyIcon(props: IconProps) {
  return <Glyph icon={Copy} {...props} />;
}
export function PencilIcon(props: IconProps) {
  return <Glyph icon={PenLine} {...props} />;
}
export function MessageIcon(props: IconProps) {
  return <Glyph icon={MessageSquare} {...props} />;
}
export function LanguagesIcon(props: IconProps) {
  return <Glyph icon={Languages} {...props} />;
}
export function SparklesIcon(props: IconProps) {
  return <Glyph icon={Sparkles} {...props} />;
}
export function CheckCircleIcon(props: IconProps) {
  return <Glyph icon={CircleCheck} {...props} />;
}
export function AlertCircleIcon(props: IconProps) {
  return <Glyph icon={CircleExclamationPoint} {...props} />;
}
export function ActivityIcon(props: IconProps) {
  return <Glyph icon={Activity} {...props} />;
}
export function InboxIcon(props: IconProps) {
  return <Glyph icon={Inbox} {...props} />;
}
export function LoaderIcon(props: IconProps) {
  return <Glyph icon={LoaderCircle} {...props} />;
}
export function ExternalLinkIcon(props: IconProps) {
  return <Glyph icon={ExternalLink} {...props} />;
}
export function ZapIcon(props: IconProps) {
  return <Glyph icon={Zap} {...props} />;
}
export function TargetIcon(props: IconProps) {
  return <Glyph icon={Target} {...props} />;
}
export function TagIcon(props: IconProps) {
  return <Glyph icon={Tag} {...props} />;
}
export function FilesIcon(props: IconProps) {
  return <Glyph icon={Files} {...props} />;
}
export function MicIcon(props: IconProps) {
  return <Glyph icon={Mic} {...props} />;
}
export function VideoIcon(props: IconProps) {
  return <Glyph icon={Video} {...props} />;
}
export function GraduationCapIcon(props: IconProps) {
  return <Glyph icon={GraduationCap} {...props} />;
}
export function BriefcaseIcon(props: IconProps) {
  return <Glyph icon={Briefcase} {...props} />;
}
export function MegaphoneIcon(props: IconProps) {
  return <Glyph icon={Megaphone} {...props} />;
}
export function ArrowRightIcon(props: IconProps) {
  return <Glyph icon={ArrowRight} {...props} />;
}
export function ArrowLeftIcon(props: IconProps) {
  return <Glyph icon={ArrowLeft} {...props} />;
}
export function MailIcon(props: IconProps) {
  return <Glyph icon={Mail} {...props} />;
}
export function CompassIcon(props: IconProps) {
  return <Glyph icon={Compass} {...props} />;
}

/** Google's four-colour "G", as Google's sign-in guidelines ask for. */
export function GoogleIcon({ className, ...props }: IconProps) {
  return (
    <svg viewBox="0 0 24 24" data-slot="icon" className={cn('size-4 shrink-0', className)} {...props} aria-hidden="true" focusable="false">
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.84 14.09a6.6 6.6 0 0 1 0-4.18V7.07H2.18a11 11 0 0 0 0 9.86l3.66-2.84z" />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15C17.45 2.09 14.97 1 12 1A11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

export function PauseIcon(props: IconProps) {
  return <Glyph icon={Pause} {...props} />;
}
export function PlayIcon(props: IconProps) {
  return <Glyph icon={Play} {...props} />;
}
export function SquareIcon(props: IconProps) {
  return <Glyph icon={Square} {...props} />;
}
export function MonitorIcon(props: IconProps) {
  return <Glyph icon={Monitor} {...props} />;
}
export function AppWindowIcon(props: IconProps) {
  return <Glyph icon={AppWindow} {...props} />;
}
export function KeyIcon(props: IconProps) {
  return <Glyph icon={KeyRound} {...props} />;
}
export function CodeIcon(props: IconProps) {
  return <Glyph icon={Code} {...props} />;
}
export function BookmarkIcon(props: IconProps) {
  return <Glyph icon={Bookmark} {...props} />;
}
export function BookmarkCheckIcon(props: IconProps) {
  return <Glyph icon={BookmarkCheck} {...props} />;
}
export function RssIcon(props: IconProps) {
  return <Glyph icon={Rss} {...props} />;
}
export function CalendarIcon(props: IconProps) {
  return <Glyph icon={Calendar} {...props} />;
}
export function UserIcon(props: IconProps) {
  return <Glyph icon={User} {...props} />;
}
export function BellIcon(props: IconProps) {
  return <Glyph icon={Bell} {...props} />;
}
export function SlidersIcon(props: IconProps) {
  return <Glyph icon={SlidersHorizontal} {...props} />;
}
export function ReceiptIcon(props: IconProps) {
  return <Glyph icon={Receipt} {...props} />;
}
