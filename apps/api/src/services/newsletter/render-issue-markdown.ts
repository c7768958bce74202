import { micromark } from 'micromark';
import { gfm, gfmHtml } from 'micromark-extension-gfm';

/**
 * An issue's Markdown as HTML for its e-mail: CommonMark with GitHub's additions (tables, strikethrough, bare links).
 * Raw HTML in the Markdown comes out as text and links or images with a dangerous protocol (javascript:, data:…) lose
 * their address, micromark's safe defaults, set here all the same so that nobody turns them off by accident: whoever
 * writes an issue cannot put markup or script into thousands of inboxes.
 */
export function renderIssueMarkdown(markdown: string): string {
  return micromark(markdown, {
    allowDangerousHtml: false,
    allowDangerousProtocol: false,
    extensions: [gfm()],
    htmlExtensions: [gfmHtml()],
  });
}
