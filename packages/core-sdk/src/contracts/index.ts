export * from './auth';
export * from './common';
export * from './transcriptions';
export * from './user';
