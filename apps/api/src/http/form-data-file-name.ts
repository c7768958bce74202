/**
 * A multipart file name as the person named the file. The HTML standard has browsers send `"`, CR and LF in a
 * `filename` parameter as %22, %0D and %0A (and nothing else escaped, not even `%`), so only those three are decoded:
 * "100%.wav" stays as it is, and a name with a quote comes back with its quote.
 */
export function formDataFileName(sent: string): string {
  return sent.replace(/%(22|0D|0A)/gi, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}
