import { describe, expect, it } from '@jest/globals';
import { v4, v7, version } from 'uuid';
import { newRecordId, submissionId } from './record-id.js';

describe('record ids', () => {
  it('are time-ordered: a later id sorts after an earlier one', () => {
    const ids = Array.from({ length: 50 }, () => newRecordId());
    expect([...ids].sort()).toEqual(ids);
    expect(version(ids[0]!)).toBe(7);
  });

  it('a submission with a time-ordered key gets the same id on every retry, placed at the key\'s time', () => {
    const key = v7({ msecs: Date.UTC(2026, 10, 26) });
    const id = submissionId('booking', 'customer-1', key);
    expect(submissionId('booking', 'customer-1', key)).toBe(id);
    expect(version(id)).toBe(7);
    // Same millisecond prefix as the key: the id's place in an index follows when it was submitted.
    expect(id.slice(0, 13)).toBe(key.slice(0, 13));
  });

  it('differs by customer and by kind, so a key cannot reach another customer\'s record', () => {
    const key = v7();
    const ids = new Set([submissionId('booking', 'a', key), submissionId('booking', 'b', key), submissionId('claim', 'a', key)]);
    expect(ids.size).toBe(3);
  });

  it('any other key still gives a stable id', () => {
    const key = v4();
    expect(submissionId('booking', 'a', key)).toBe(submissionId('booking', 'a', key));
    expect(submissionId('booking', 'a', 'retry-me')).toBe(submissionId('booking', 'a', 'retry-me'));
    expect(version(submissionId('booking', 'a', key))).toBe(5);
  });

  it('a key that carries no time keeps the id it always had, so a retry finds what an earlier release stored', () => {
    expect(submissionId('booking', 'a', 'retry-me')).toBe('ae501ead-57b9-539a-a2eb-29363d053c08');
    expect(submissionId('booking', 'a', 'x')).toBe('5c76c2fd-de5c-555c-98e4-b4551f1d5327');
    expect(submissionId('booking', 'a', 'abc')).toBe('a7a6153b-da07-5430-a4dd-b327c42ca6ab');
  });
});
