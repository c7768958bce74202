export { AppShell, type AppShellProps, SkipLink } from './AppShell';
