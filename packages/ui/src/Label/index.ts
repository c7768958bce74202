export { Label, type LabelProps } from './Label';
