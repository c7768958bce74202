export { AiStatusNote, type AiStatusNoteProps, aiAnswersLeftText } from './AiStatusNote';
