import { describe, it } from 'vitest';
import { speechLanguagesSchema } from '../contracts';
import { type ContractCall, checkContractCall } from '../test-support/contract-call';

const calls: ContractCall[] = [
  {
    name: 'languages: GET /api/speech/languages',
    call: (client) => client.speech.languages(),
    method: 'GET',
    path: '/api/speech/languages',
    answer: {
      json: {
        engine: 'assemblyai',
        detectsLanguage: true,
        labelsSpeakers: true,
        languages: [
          { code: 'en-GB', name: 'British English' },
          { code: 'fr', name: 'French' },
        ],
      },
    },
    responseSchema: speechLanguagesSchema,
  },
];

describe('speech resource', () => {
  it.each(calls)('$name', checkContractCall);
});
