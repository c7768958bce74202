export { LazyTooltip, type LazyTooltipProps, preloadTooltip } from './LazyTooltip';
export { Tooltip, TooltipContent, type TooltipProps, TooltipProvider } from './Tooltip';
