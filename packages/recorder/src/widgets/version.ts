declare const __VERBATIM_VERSION__: string | undefined;

/** This package's version, written in at build time ("dev" when run from source). */
export const VERSION: string = typeof __VERBATIM_VERSION__ === 'string' ? __VERBATIM_VERSION__ : 'dev';
