export { Tooltip, TooltipContent, type TooltipProps, TooltipProvider } from './Tooltip';
