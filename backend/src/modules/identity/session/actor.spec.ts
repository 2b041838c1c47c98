import { describe, expect, it } from '@jest/globals';
import { shortName } from './actor.js';

describe('shortName', () => {
  it('is the first name and the last initial', () => {
    expect(shortName('Sara', 'al-Qahtani')).toBe('Sara A.');
  });

  it('works in Arabic script as written', () => {
    expect(shortName('سارة', 'القحطاني')).toBe('سارة ا.');
  });

  it('drops the initial when there is no last name, and trims', () => {
    expect(shortName(' Sara ', '  ')).toBe('Sara');
  });
});
