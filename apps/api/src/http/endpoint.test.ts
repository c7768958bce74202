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
});
