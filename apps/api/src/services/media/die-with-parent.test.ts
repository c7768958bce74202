import { describe, expect, it } from 'vitest';
import { dieWithParent, findExecutable } from './die-with-parent';

describe('dieWithParent', () => {
  it('runs a program through setpriv with a parent-death SIGKILL, where the machine has setpriv', () => {
    const setpriv = findExecutable('setpriv');
    const sleep = findExecutable('sleep');
    if (!setpriv || !sleep) throw new Error('this test needs util-linux (setpriv) and coreutils');
    expect(dieWithParent('sleep', ['1'])).toEqual({ file: setpriv, args: ['--pdeathsig', 'SIGKILL', '--', sleep, '1'] });
  });

  it('leaves a command that cannot be found as it is, so that spawn still reports it missing', () => {
    expect(findExecutable('no-such-program-here')).toBeUndefined();
    expect(dieWithParent('no-such-program-here', ['-x'])).toEqual({ file: 'no-such-program-here', args: ['-x'] });
  });
});
