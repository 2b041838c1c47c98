import { describe, expect, it } from '@jest/globals';
import { describeProblem } from './validation-messages.js';

describe('describeProblem', () => {
  it('names the field and the rule in English', () => {
    expect(describeProblem({ field: 'password', constraint: 'minLength', detail: 'password must be longer than or equal to 8 characters' }, 'en'))
      .toBe('Password must be at least 8 characters');
  });

  it('speaks Arabic with Arabic field names', () => {
    expect(describeProblem({ field: 'email', constraint: 'isEmail', detail: 'email must be an email' }, 'ar'))
      .toBe('يجب أن تكون قيمة البريد الإلكتروني عنوان بريد إلكتروني صالحاً');
  });

  it('lists the allowed values', () => {
    expect(describeProblem({ field: 'type', constraint: 'isIn', detail: 'type must be one of the following values: admin, customer' }, 'en'))
      .toBe('Type must be one of: admin, customer');
  });

  it('shows what a formatted field should look like', () => {
    expect(describeProblem({ field: 'timeSlot', constraint: 'matches', detail: 'timeSlot must be a 12-hour time like 01:00 PM' }, 'en')).toBe('Time slot must look like 01:00 PM');
    expect(describeProblem({ field: 'dayTiming', constraint: 'matches', detail: 'x' }, 'ar')).toBe('يجب أن تكون قيمة ساعات العمل بالشكل 08:00-AM to 10:00-PM');
  });

  it('falls back to the validator text for rules it does not know', () => {
    expect(describeProblem({ field: 'age', constraint: 'isPositive', detail: 'age must be a positive number' }, 'en')).toBe('age must be a positive number');
  });
});

describe('the request guard in words', () => {
  it('says which field holds a character that cannot be saved, in both languages', () => {
    expect(describeProblem({ field: 'firstName', constraint: 'storableText', detail: 'x' }, 'en')).toMatch(/^First name contains a character that cannot be saved/);
    expect(describeProblem({ field: 'firstName', constraint: 'storableText', detail: 'x' }, 'ar')).toMatch(/^تحتوي قيمة الاسم الأول على حرف لا يمكن حفظه/);
  });

  it('gives the range of plausible dates and the nesting limit', () => {
    expect(describeProblem({ field: 'bookingDate', constraint: 'plausibleDate', detail: 'x' }, 'en')).toMatch(/must be a date between 1950 and 2100$/);
    expect(describeProblem({ field: 'body', constraint: 'maxNesting', detail: 'x' }, 'en')).toBe('The request is nested too deeply (at most 32 levels)');
  });
});

describe('fields inside objects and lists', () => {
  const told = (field: string, constraint: string, lang: 'en' | 'ar', detail = 'x') => describeProblem({ field, constraint, detail }, lang);

  it('names a field of a list row by the list, the row and the field, in either language', () => {
    expect(told('specialHours.0.from', 'isDateString', 'en', 'from must be a valid ISO 8601 date string')).toBe('Special hours, row 1: From must be a date like 2026-09-23');
    expect(told('specialHours.0.from', 'isDateString', 'ar', 'from must be a valid ISO 8601 date string')).toBe('يجب أن تكون قيمة «ساعات العمل الخاصة، الصف 1: من تاريخ» تاريخاً مثل 2026-09-23');
    expect(told('specialHours.2.hours.closes', 'closesAfterOpens', 'en')).toMatch(/^Special hours, row 3: Closing \(minutes after midnight\) must come after the opening/);
    expect(told('specialHours.0.from', 'matches', 'en', 'from must match /^\\d{4}$/ regular expression')).toBe('Special hours, row 1: From must look like 2026-09-23');
  });

  it('names an item of a list of values, and a list of dates as dates', () => {
    expect(told('closedDates.0', 'plausibleDate', 'en')).toBe('Closed dates, item 1 must be a date between 1950 and 2100');
    expect(told('closedDates.0', 'plausibleDate', 'ar')).toBe('يجب أن تكون قيمة «أيام الإغلاق، العنصر 1» تاريخاً بين 1950 و2100');
    expect(told('closedDates', 'isDateString', 'en', 'each value in closedDates must be a valid ISO 8601 date string')).toBe('Closed dates must be dates like 2026-09-23');
    expect(told('closedDates', 'isDateString', 'ar', 'each value in closedDates must be a valid ISO 8601 date string')).toBe('يجب أن تكون قيم أيام الإغلاق تواريخ مثل 2026-09-23');
  });

  it('names an unknown field as sent, inside the object it was sent in', () => {
    expect(told('weeklyHours.foo', 'whitelistValidation', 'en')).toBe('foo is not a known field in Opening hours');
    expect(told('weeklyHours.foo', 'whitelistValidation', 'ar')).toBe('الحقل foo غير معروف في ساعات العمل');
    expect(told('specialHours.1.lunch', 'whitelistValidation', 'ar')).toBe('الحقل lunch غير معروف في «ساعات العمل الخاصة، الصف 2»');
    expect(told('isAdmin', 'whitelistValidation', 'en')).toBe('isAdmin is not a known field');
  });

  it('says an object is expected, with one for an example, in words and not the validator’s', () => {
    const detail = 'each value in nested property specialHours must be either object or array';
    expect(told('specialHours.0', 'nestedValidation', 'en', detail)).toBe('Special hours, row 1 must be an object of fields like {"from": "2026-09-23", "to": "2026-09-25", "hours": null}');
    expect(told('specialHours.0', 'nestedValidation', 'ar', detail)).toBe('يجب أن تكون قيمة «ساعات العمل الخاصة، الصف 1» كائناً من الحقول مثل {"from": "2026-09-23", "to": "2026-09-25", "hours": null}');
    expect(told('weeklyHours', 'nestedValidation', 'en')).toMatch(/^Opening hours must be an object of fields like \{"saturday": \{"opens": 480/);
    expect(told('weeklyHours.monday', 'nestedValidation', 'en')).toBe('Monday hours must be an object of fields like {"opens": 480, "closes": 1320}');
    expect(told('somethingElse', 'nestedValidation', 'en')).toBe('somethingElse must be an object of fields like {…}');
  });
});

describe('Arabic that agrees with any field name', () => {
  // Feminine (كلمة المرور, المدة), masculine (الفرع) and plural (الخدمات) names in the same templates.
  const ar = (field: string, constraint: string, detail = 'x') => describeProblem({ field, constraint, detail }, 'ar');

  it('asks for a missing value without an adjective that would agree with it', () => {
    expect(ar('password', 'isNotEmpty')).toBe('يجب إدخال كلمة المرور');
    expect(ar('branchName', 'isNotEmpty')).toBe('يجب إدخال اسم الفرع');
  });

  it('speaks of the field’s value (قيمة) where a predicate would have to agree', () => {
    expect(ar('password', 'isString')).toBe('يجب أن تكون قيمة كلمة المرور نصاً');
    expect(ar('durationMinutes', 'isInt')).toBe('يجب أن تكون قيمة المدة (بالدقائق) عدداً صحيحاً');
    expect(ar('id', 'isUuid')).toBe('قيمة المعرّف ليست معرّفاً صالحاً');
    expect(ar('firstName', 'singleLine')).toBe('يجب كتابة الاسم الأول في سطر واحد');
    expect(ar('status', 'singleValue')).toBe('يجب ذكر الحالة مرة واحدة فقط');
    expect(ar('serviceDetails', 'arrayMaxSize', 'serviceDetails must contain no more than 20 elements')).toBe('يجب ألا يزيد عدد العناصر في الخدمات عن 20');
  });

  it('leaves no template whose verb or adjective depends on the name', () => {
    const names = ['password', 'branchName', 'serviceDetails', 'durationMinutes'];
    const constraints = ['isNotEmpty', 'isDefined', 'isString', 'isEmail', 'isBoolean', 'isIn', 'singleLine', 'isSaudiMobile', 'isUuid', 'singleValue', 'matches', 'isDateString', 'isNumber', 'isInt', 'isArray', 'arrayMinSize', 'arrayMaxSize', 'storableText', 'plausibleDate', 'plausibleNumber', 'openHours', 'closesAfterOpens', 'openWeek', 'dateRange', 'nestedValidation'];
    for (const field of names) {
      for (const constraint of constraints) {
        // "يجب أن يكون <name>", "<name> مطلوب", "يحتوي <name>": the forms that agreed with a masculine name only.
        expect(ar(field, constraint, '5')).not.toMatch(/يجب أن يكون|يجب أن يتضمن|مطلوب$|^يحتوي|موجود مسبقاً/);
      }
    }
  });
});
