import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** Seconds: from a cached read (a few milliseconds) to a slow upload or export (a minute). */
const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];
/** Seconds: from a mail job (under a second) to a long file's transcription (an hour). */
const JOB_SECONDS_BUCKETS = [0.1, 0.5, 1, 5, 15, 30, 60, 120, 300, 600, 1800, 3600];
/** Processing time over audio time: below 1 is faster than real time. */
const REAL_TIME_FACTOR_BUCKETS = [0.05, 0.1, 0.25, 0.5, 0.75, 1, 1.5, 2, 4, 8];

/**
 * The metrics one server or worker process exports, in a registry of its own: prom-client's global registry would
 * be shared by every server a test process starts, mixing their counts and refusing a second registration.
 */
export function createAppMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: 'verbatim_http_requests_total',
      help: 'HTTP requests answered, by method, route template and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    httpRequestDuration: new Histogram({
      name: 'verbatim_http_request_duration_seconds',
      help: 'Time from a request arriving to its answer, by method, route template and status code.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: REQUEST_SECONDS_BUCKETS,
      registers,
    }),
    jobDuration: new Histogram({
      name: 'verbatim_job_duration_seconds',
      help: 'Time a worker spent on one attempt of a job, by job type and outcome.',
      labelNames: ['type', 'outcome'] as const,
      buckets: JOB_SECONDS_BUCKETS,
      registers,
    }),
    transcriptionRealTimeFactor: new Histogram({
      name: 'verbatim_transcription_real_time_factor',
      help: 'Seconds the speech engine took per second of audio, by engine.',
      labelNames: ['engine'] as const,
      buckets: REAL_TIME_FACTOR_BUCKETS,
      registers,
    }),
    uploadBytes: new Counter({
      name: 'verbatim_upload_bytes_total',
      help: 'Bytes of media files received and turned into transcriptions, by upload path (direct, object, large).',
      labelNames: ['path'] as const,
      registers,
    }),
    uploads: new Counter({
      name: 'verbatim_uploads_total',
      help: 'Media files received and turned into transcriptions, by upload path (direct, object, large).',
      labelNames: ['path'] as const,
      registers,
    }),
    webhookDeliveries: new Counter({
      name: 'verbatim_webhook_deliveries_total',
      help: 'Webhook delivery attempts made by this process, by outcome (succeeded, retry, failed).',
      labelNames: ['outcome'] as const,
      registers,
    }),
  };
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
