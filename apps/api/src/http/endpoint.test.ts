import { type EndpointDefinition, endpoints } from '@verbatim/core-sdk/contracts';
import { describe, expect, it } from 'vitest';
import { handle } from './endpoint';

describe('handle', () => {
  const nothing = () => undefined;

  it('mounts the idempotent definitions, which are signed-in with JSON bodies', () => {
    const idempotent = Object.values(endpoints as Record<string, EndpointDefinition>).filter((d) => d.idempotent);
    expect(idempotent.map((d) => d.name).sort()).toEqual([
      'adminGrantCredits',
      'createOrder',
      'processLargeUpload',
      'processObjectUpload',
      'sendNewsletterIssue',
      'verifyPayment',
    ]);
    for (const definition of idempotent) expect(() => handle(definition, nothing)).not.toThrow();
  });

  it('refuses an idempotent definition that is public (keys are per caller) or streams its body (it is fingerprinted)', () => {
    const publicOne: EndpointDefinition = { ...endpoints.processObjectUpload, access: 'public' };
    expect(() => handle(publicOne, nothing)).toThrow('POST /api/objects/process-upload is idempotent, but public');
    const streamed: EndpointDefinition = { ...endpoints.uploadDirect, idempotent: true };
    expect(() => handle(streamed, nothing)).toThrow('POST /api/transcriptions/upload is idempotent, but streams its body');
  });

  it('takes any origin only on the one-click unsubscribe URLs, which are public and without path parameters', () => {
    const anyOrigin = Object.values(endpoints as Record<string, EndpointDefinition>).filter((d) => d.anyOrigin);
    expect(anyOrigin.map((d) => d.name).sort()).toEqual(['oneClickUnsubscribeFromNewsletter', 'oneClickUnsubscribeFromNotifications']);
    for (const definition of anyOrigin) expect(() => handle(definition, nothing)).not.toThrow();
    const signedIn: EndpointDefinition = { ...endpoints.requestAccountDeletion, anyOrigin: true };
    expect(() => handle(signedIn, nothing)).toThrow('POST /api/account/deletion takes any origin, but is not public');
    const withParameter: EndpointDefinition = { ...endpoints.getSharedTranscript, anyOrigin: true };
    expect(() => handle(withParameter, nothing)).toThrow('takes any origin, but has path parameters');
  });
});
