import { describe, expect, it } from '@jest/globals';
import { readLoginState } from './login-return';

describe('the login form state', () => {
  it('comes back to the page that sent the visitor, with what it keeps', () => {
    expect(readLoginState({ from: '/WarrantyClaim', kept: 'claim' })).toEqual({ returnTo: '/WarrantyClaim', kept: 'claim' });
    expect(readLoginState({ from: '/account' })).toEqual({ returnTo: '/account', kept: null });
  });

  it.each([null, undefined, 'x', { from: 'https://evil.example' }, { from: '//evil.example' }, { from: 42 }])('goes home, keeping nothing, for %j', (state) => {
    expect(readLoginState(state)).toEqual({ returnTo: '/', kept: null });
  });

  it('ignores a kept value it does not know', () => {
    expect(readLoginState({ from: '/', kept: 'everything' }).kept).toBeNull();
  });
});
