export { FileIcon, type FileIconProps } from './FileIcon';
