import { defineEndpoint, fileAnswer } from '../endpoint';
import { routes } from '../routes';
import {
  createdPublishableKeySchema,
  createPublishableKeyRequestSchema,
  publishableKeyListSchema,
  revokePublishableKeyResponseSchema,
  widgetConfigSchema,
  widgetTranscriptionSchema,
} from './schemas';

/** Publishable keys, and what a widget on another site calls with one. Spread into `endpoints` (../endpoints.ts). */
export const widgetEndpoints = {
  listPublishableKeys: defineEndpoint(routes.listPublishableKeys, {
    access: 'user',
    tag: 'widgets',
    summary: "The caller's publishable keys for embedded widgets, newest first, without their secrets.",
    responses: { 200: publishableKeyListSchema },
  }),
  createPublishableKey: defineEndpoint(routes.createPublishableKey, {
    access: 'user',
    tag: 'widgets',
    summary: 'Makes a publishable key bound to origins, widgets and limits; the answer holds the whole key, this once.',
    body: createPublishableKeyRequestSchema,
    failures: { 409: `The caller already holds the most keys an account may (CONFLICT).` },
    responses: { 201: createdPublishableKeySchema },
  }),
  revokePublishableKey: defineEndpoint(routes.revokePublishableKey, {
    access: 'user',
    tag: 'widgets',
    summary: 'Revokes a publishable key: every request with it is refused from then on.',
    responses: { 200: revokePublishableKeyResponseSchema },
  }),
  getWidgetConfig: defineEndpoint(routes.getWidgetConfig, {
    access: 'widget',
    tag: 'widgets',
    summary: "What an embedded widget may do with its publishable key: widgets, file size, today's minutes, recording length.",
    responses: { 200: widgetConfigSchema },
  }),
  getWidgetTranscription: defineEndpoint(routes.getWidgetTranscription, {
    access: 'widget',
    tag: 'widgets',
    summary: 'The state of a transcription the same key started, with its text where the key returns text.',
    responses: { 200: widgetTranscriptionSchema },
  }),
  widgetScript: defineEndpoint(routes.widgetScript, {
    access: 'public',
    tag: 'widgets',
    summary: 'The widgets as one script for a <script> tag; it sets window.Verbatim.',
    failures: { 503: 'The widget bundle has not been built on this server.' },
    responses: { 200: fileAnswer('text/javascript', 'The IIFE bundle of the uploader and recorder widgets.') },
  }),
} as const;
