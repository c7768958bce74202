export {
  Sheet,
  SheetClose,
  SheetContent,
  type SheetContentProps,
  SheetDescription,
  SheetTitle,
  SheetTrigger,
  sheetContentVariants,
} from './Sheet';
