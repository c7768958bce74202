import { describe, expect, it } from 'vitest';
import { cutAtWord, SOCIAL_POST_MAX_CHARS, socialPost } from './social-post';

const LONG =
  'The garden needs more volunteers for the autumn, especially people who can help build a new fence, because deer have been eating the lettuce at night, and the fence will be built on the second Saturday of October, with lunch provided for everyone who helps, and tools lent by the hardware store on Main Street.';

describe('socialPost', () => {
  it('cuts a sentence too long for the post at a word, and keeps the hashtags within 280 characters', () => {
    const post = socialPost([LONG], ['#Garden', '#Volunteers', '#Fence', '#October']);
    expect(LONG.length).toBeGreaterThan(SOCIAL_POST_MAX_CHARS);
    expect(post.length).toBeLessThanOrEqual(SOCIAL_POST_MAX_CHARS);
    const [text = '', tags] = post.split('\n\n');
    expect(tags).toBe('#Garden #Volunteers #Fence');
    expect(text.endsWith('…')).toBe(true);
    const kept = text.slice(0, -1);
    expect(LONG.startsWith(kept)).toBe(true);
    // The cut falls between words.
    expect(LONG.charAt(kept.length)).toMatch(/[\s,]/);
  });

  it('takes as many whole sentences as fit, best first', () => {
    const post = socialPost(['We agreed to launch in May.', 'The budget is two hundred thousand dollars.', LONG], ['#Launch']);
    expect(post).toBe('We agreed to launch in May. The budget is two hundred thousand dollars.\n\n#Launch');
  });

  it('marks excerpts of a transcript without punctuation, and leaves out repeated hashtags', () => {
    expect(socialPost(['so we agreed to launch in may'], ['#Launch', '#launch'])).toBe('so we agreed to launch in may…\n\n#Launch');
  });
});

describe('cutAtWord', () => {
  it('leaves a text that fits alone, and cuts a single long word where it must', () => {
    expect(cutAtWord('short text', 20)).toBe('short text');
    expect(cutAtWord('abcdefghijklmnopqrstuvwxyz', 10)).toBe('abcdefghi…');
  });
});
