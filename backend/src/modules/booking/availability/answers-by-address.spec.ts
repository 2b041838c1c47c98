import { describe, expect, it } from '@jest/globals';
import { AnswersByAddress } from './answers-by-address.js';

describe('AnswersByAddress', () => {
  it('finds an answer while it is valid and its facts hold', () => {
    const answers = new AnswersByAddress<string, number>(10);
    answers.keep('/a?x=1', 'body', 7, 1000);
    expect(answers.find('/a?x=1', 999, (facts) => facts === 7)).toBe('body');
    expect(answers.find('/a?x=2', 999, () => true)).toBeUndefined();
  });

  it('drops an answer at its expiry or once its facts no longer hold', () => {
    const answers = new AnswersByAddress<string, number>(10);
    answers.keep('/expired', 'body', 1, 1000);
    answers.keep('/changed', 'body', 1, 1000);
    expect(answers.find('/expired', 1000, () => true)).toBeUndefined();
    expect(answers.find('/changed', 0, (facts) => facts === 2)).toBeUndefined();
    expect(answers.size).toBe(0);
  });

  it('keeps at most max answers, forgetting the one kept longest ago', () => {
    const answers = new AnswersByAddress<string, number>(2);
    answers.keep('/1', 'one', 0, 1000);
    answers.keep('/2', 'two', 0, 1000);
    answers.keep('/1', 'one again', 0, 1000);
    answers.keep('/3', 'three', 0, 1000);
    expect(answers.find('/2', 0, () => true)).toBeUndefined();
    expect(answers.find('/1', 0, () => true)).toBe('one again');
    expect(answers.find('/3', 0, () => true)).toBe('three');
  });
});
