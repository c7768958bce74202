/** Names Windows keeps for devices: a file called "con.txt" cannot be made there. */
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)$/i;
const MAX_BASE_LENGTH = 120;

/**
 * A file name every unzip tool and file system takes: no path separators, no characters Windows refuses, no control
 * characters, no leading or trailing dots or spaces, not too long.
 */
export function safeFileBase(name: string, maxLength = MAX_BASE_LENGTH): string {
  const cleaned = name
    .replace(/\s+/g, ' ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is being removed.
    .replace(/[\u0000-\u001f\u007f<>:"/\\|?*]/g, '_')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const short = [...cleaned].slice(0, maxLength).join('').trim();
  if (!short) return 'transcript';
  return RESERVED.test(short) ? `_${short}` : short;
}

/** How many characters of a transcription's id its files carry: enough to tell apart two made in the same minute. */
export const SHORT_ID_LENGTH = 6;

/**
 * The name a transcription's files take in the ZIP, without the extension: the original's name, then when the
 * transcription was made (UTC, to the minute; a dot between hours and minutes, as Windows refuses colons) and the
 * start of its id, so that two recordings called alike can be told apart and found in account.json:
 * "speech 2026-11-27 14.05 (ab12cd)". The original's name is shortened, never the date or the id.
 */
export function transcriptionFileBase(name: string, createdAt: Date, id: string): string {
  const iso = createdAt.toISOString();
  const suffix = ` ${iso.slice(0, 10)} ${iso.slice(11, 13)}.${iso.slice(14, 16)} (${id
    .replace(/[^A-Za-z0-9]/g, '')
    .slice(0, SHORT_ID_LENGTH)
    .toLowerCase()})`;
  return `${safeFileBase(name, MAX_BASE_LENGTH - suffix.length)}${suffix}`;
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
