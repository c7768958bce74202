import Router from '@koa/router';
import * as localStorage from '../controllers/local-storage';
import * as transcriptions from '../controllers/transcriptions';
import * as uploads from '../controllers/uploads';
import { limitUploadStarts } from '../http/rate-limit';
import type { AppCustomContext, AppState } from '../http/types';

export function transcriptionRoutes() {
  // Every call that starts an upload or turns one into a transcription counts against the upload limits.
  const router = new Router<AppState, AppCustomContext>();
  router.post('/api/transcriptions/upload', limitUploadStarts, uploads.uploadDirect);
  router.post('/api/objects/upload', limitUploadStarts, uploads.createObjectUpload);
  router.post('/api/objects/process-upload', limitUploadStarts, uploads.processObjectUpload);
  router.get('/api/upload-large/health', uploads.largeUploadHealth);
  router.post('/api/upload-large', limitUploadStarts, uploads.uploadLarge);
  router.post('/api/transcriptions/process-large', limitUploadStarts, uploads.processLargeUpload);
  router.put(/^\/api\/storage\/objects\/.+$/, localStorage.putSignedObject);
  router.get(/^\/api\/storage\/objects\/.+$/, localStorage.getSignedObject);

  router.get('/api/transcriptions', transcriptions.list);
  router.get('/api/transcriptions/:id', transcriptions.get);
  router.delete('/api/transcriptions/:id', transcriptions.remove);
  router.post('/api/transcriptions/:id/retry', transcriptions.retry);
  router.get('/api/transcriptions/:id/audio', transcriptions.audio);
  router.get('/api/stats', transcriptions.stats);
  router.get('/api/user/stats', transcriptions.stats);
  return router;
}
