import { describe, expect, it } from '@jest/globals';
import { fieldName } from './field-labels.js';

describe('a field as a person reads it', () => {
  it('names a field with a label of its own by its label', () => {
    expect(fieldName('password', 'ar')).toEqual({ text: 'كلمة المرور', composite: false });
    expect(fieldName('weeklyHours.monday.closes', 'en')).toEqual({ text: 'Monday closing (minutes after midnight)', composite: false });
  });

  it('names a field of a list row by the list, the row counted from 1, and the field', () => {
    expect(fieldName('specialHours.0.from', 'en')).toEqual({ text: 'Special hours, row 1: From', composite: true });
    expect(fieldName('specialHours.0.from', 'ar')).toEqual({ text: 'ساعات العمل الخاصة، الصف 1: من تاريخ', composite: true });
    expect(fieldName('specialHours.11.hours.opens', 'en').text).toBe('Special hours, row 12: Opening (minutes after midnight)');
    expect(fieldName('specialHours.3', 'ar').text).toBe('ساعات العمل الخاصة، الصف 4');
  });

  it('calls the values of a list of plain values items', () => {
    expect(fieldName('closedDates.0', 'en').text).toBe('Closed dates, item 1');
    expect(fieldName('closedDates.4', 'ar').text).toBe('أيام الإغلاق، العنصر 5');
  });

  it('names what no label covers as sent, after the name of what holds it', () => {
    expect(fieldName('weeklyHours.foo', 'en').text).toBe('Opening hours: foo');
    expect(fieldName('specialHours.0.lunch', 'en').text).toBe('Special hours, row 1: lunch');
    expect(fieldName('nothing', 'en')).toEqual({ text: 'nothing', composite: false });
  });
});
