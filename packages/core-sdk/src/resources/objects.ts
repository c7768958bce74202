import type { ObjectUploadRequest, ProcessObjectUploadRequest } from '../contracts';
import { routes } from '../contracts/routes';
import type { Http, RequestOptions } from '../http';

/** Uploads straight to storage (files over 30 MB): ask for a URL, PUT the file there, then have it processed. */
export function objectsResource(http: Http) {
  return {
    /** A signed URL, method and headers to PUT the file to; checks type, size and access first. */
    requestUploadUrl: (body: ObjectUploadRequest, o?: RequestOptions) => http.call(routes.createObjectUpload, { body }, o),
    /** Turns a file that arrived at `uploadURL` into a transcription; resolves with its id. */
    processUpload: (body: ProcessObjectUploadRequest, o?: RequestOptions) => http.call(routes.processObjectUpload, { body }, o),
  };
}
export type ObjectsResource = ReturnType<typeof objectsResource>;
