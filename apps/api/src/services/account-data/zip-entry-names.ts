/** Names Windows keeps for devices: a file called "con.txt" cannot be made there. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_BASE_LENGTH = 120;

/**
 * A file name every unzip tool and file system takes: no path separators, no characters Windows refuses, no control
 * characters, no leading or trailing dots or spaces, not too long.
 */
export function safeFileBase(name: string): string {
  const cleaned = name
    .replace(/\s+/g, ' ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed.
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const short = [...cleaned].slice(0, MAX_BASE_LENGTH).join('').trim();
  if (!short) return 'transcript';
  return RESERVED.test(short) ? `_${short}` : short;
}

/**
 * Hands out unique names in one folder of a ZIP: a second "talk.txt" becomes "talk (2).txt". Names are compared
 * without case, as Windows and macOS do, so that unzipping never overwrites one file with another.
 */
export function createNameAllocator(folder: string) {
  const taken = new Set<string>();
  return (base: string, extension: string): string => {
    const safe = safeFileBase(base);
    for (let n = 1; ; n++) {
      const name = `${folder}/${n === 1 ? safe : `${safe} (${n})`}.${extension}`;
      if (!taken.has(name.toLowerCase())) {
        taken.add(name.toLowerCase());
        return name;
      }
    }
  };
}
