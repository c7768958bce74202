import { describe, expect, it } from 'vitest';
import { displayName, greetingName, userInitial } from './user-display';

const ada = { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };

describe('user display', () => {
  it('names a user by full name, first name, or e-mail', () => {
    expect(displayName(ada)).toBe('Ada Lovelace');
    expect(displayName({ ...ada, lastName: null })).toBe('Ada');
    expect(displayName({ ...ada, firstName: '  ', lastName: 'Lovelace' })).toBe('ada@example.com');
    expect(displayName({ ...ada, firstName: null })).toBe('ada@example.com');
  });

  it('takes the initial of the first name, else of the e-mail', () => {
    expect(userInitial(ada)).toBe('A');
    expect(userInitial({ ...ada, firstName: null, email: 'zed@example.com' })).toBe('Z');
    expect(userInitial({ ...ada, firstName: null, email: '' })).toBe('?');
  });

  it("greets by first name or 'there'", () => {
    expect(greetingName(ada)).toBe('Ada');
    expect(greetingName({ ...ada, firstName: null })).toBe('there');
  });
});
