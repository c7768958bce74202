export {
  CAPTION_MESSAGES,
  CAPTIONS_TIMING,
  type CaptionEvent,
  type CaptionsConnection,
  type CaptionsSocketOptions,
} from './captions-socket';
export { type RealtimeClientOptions, type RealtimeConfig, type RealtimeResource, realtimeResource } from './realtime-resource';
export { type SocketState, socketUrl, type WebSocketConstructor, type WebSocketLike } from './socket';
export type { Listener, Subscribable } from './subscribable';
export type { Timers } from './timers';
export { UPDATES_TIMING, type UpdatesConnection, type UpdatesPollReason, type UpdatesSocketOptions } from './updates-socket';
