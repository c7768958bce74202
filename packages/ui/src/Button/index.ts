export { Button, type ButtonProps } from './Button';
export { type ButtonVariantProps, buttonVariants } from './button-variants';
