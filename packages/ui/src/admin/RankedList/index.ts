export { RankedList, type RankedListItem, type RankedListProps } from './RankedList';
