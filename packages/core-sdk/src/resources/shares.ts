import type { CreatedShareLink, CreateShareLinkRequest, DownloadFormat, SharedTranscript, ShareLinkList } from '../contracts';
import { fillPath, routes } from '../contracts/routes';
import type { DownloadedFile, Http, RequestOptions } from '../http';
import type { DownloadChoices } from './transcriptions';

const flag = (value: boolean | undefined) => (value === undefined ? undefined : value ? ('true' as const) : ('false' as const));

/**
 * Share links: the owner makes, lists and revokes them (another user's transcription or link answers ApiError
 * 404); anyone with a link's token reads the transcript, plays the media when allowed, and downloads it. An
 * unknown, revoked or expired token answers ApiError 404 with code `SHARE_LINK_UNAVAILABLE`.
 */
export function sharesResource(http: Http) {
  return {
    /**
     * Shares a completed transcript (an incomplete one answers ApiError 409). The answer's `token` and `url` are
     * shown this once: the server keeps only a hash of the token. `expiresInDays` is 1 to 365 (default: no end).
     */
    create: (transcriptionId: string, body: CreateShareLinkRequest = {}, o?: RequestOptions): Promise<CreatedShareLink> =>
      http.call(routes.createShareLink, { params: { id: transcriptionId }, body }, o),
    /** The transcription's links, newest first, with their views and whether each still works. */
    list: (transcriptionId: string, o?: RequestOptions): Promise<ShareLinkList> =>
      http.call(routes.listShareLinks, { params: { id: transcriptionId } }, o),
    /** Stops a link from working at once; revoking it again is fine. */
    revoke: (shareId: string, o?: RequestOptions) => http.call(routes.revokeShareLink, { params: { shareId } }, o),
    /** The shared transcript, signed in or not (counts a view). */
    get: (token: string, o?: RequestOptions): Promise<SharedTranscript> => http.call(routes.getSharedTranscript, { params: { token } }, o),
    /** The address of the shared media, for an <audio> or <video> element; use it when `mediaAvailable` is true. */
    audioUrl: (token: string): string => http.url(fillPath(routes.getSharedAudio.path, { token })),
    /** The shared transcript as a file, in the same formats and with the same choices as `transcriptions.download`. */
    download: (token: string, format: DownloadFormat, choices: DownloadChoices = {}, o?: RequestOptions): Promise<DownloadedFile> => {
      const query = { format, timestamps: flag(choices.timestamps), header: flag(choices.header) };
      return http.download(routes.downloadSharedTranscript, `shared-transcript.${format}`, { params: { token }, query }, o);
    },
  };
}
export type SharesResource = ReturnType<typeof sharesResource>;
