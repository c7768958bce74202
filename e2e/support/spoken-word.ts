import { expect, type Locator } from '@playwright/test';

/**
 * Clicks a word of the transcript and expects it to become the word being spoken. The recording plays on from it, so
 * the word is current only for its own fraction of a second: on a loaded machine that can pass before a check looks.
 * The page notes the moment instead, and the check reads that note.
 */
export async function clickWordAndExpectItSpoken(word: Locator) {
  await word.evaluate((element) => {
    const note = () => {
      if (element.getAttribute('aria-current') === 'true') element.setAttribute('data-was-current', 'true');
    };
    new MutationObserver(note).observe(element, { attributes: true, attributeFilter: ['aria-current'] });
  });
  await word.click();
  await expect(word).toHaveAttribute('data-was-current', 'true');
}
