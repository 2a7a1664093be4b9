import { describe, expect, it } from 'vitest';
import { accountMessages, validateRegistration, validateResetPassword, type RegistrationFields } from '../src/accounts.ts';

const valid: RegistrationFields = {
  full_name: "Mary-Jane O'Neil Jr.",
  email: 'Mary@Example.com ',
  password: 'Str0ng!pass',
  phone: '5551234567',
  country_code: '+1',
  state: 'CA',
  terms_accepted: true,
};

describe('validateRegistration (spec section 5, in order)', () => {
  it('accepts a valid form', () => expect(validateRegistration(valid)).toBeNull());
  it.each([
    [{ full_name: '' }, accountMessages.required, 'Missing Information'],
    [{ state: '' }, accountMessages.required, 'Missing Information'],
    [{ phone: '555-1234' }, accountMessages.phoneDigits, 'Invalid Phone Number'],
    [{ phone: '123456' }, accountMessages.phoneLength, 'Invalid Phone Number'],
    [{ phone: '1234567890123456' }, accountMessages.phoneLength, 'Invalid Phone Number'],
    [{ full_name: 'R2D2' }, accountMessages.nameFormat, 'Invalid Name Format'],
    [{ full_name: 'a'.repeat(10_000) }, accountMessages.nameTooLong, 'Invalid Name Format'],
    [{ email: 'mary@localhost' }, accountMessages.email, 'Invalid Email Format'],
    [{ email: 'mary.example.com' }, accountMessages.email, 'Invalid Email Format'],
    [{ password: 'weakpass' }, accountMessages.password, 'Weak Password'],
    [{ password: 'NoDigits!!' }, accountMessages.password, 'Weak Password'],
    [{ terms_accepted: false }, accountMessages.terms, 'Missing Information'],
  ])('%o -> %s', (patch, message, title) => {
    expect(validateRegistration({ ...valid, ...patch })).toMatchObject({ message, toastTitle: title });
  });
  it('reports the first failing rule when several fail', () => {
    expect(validateRegistration({ ...valid, phone: 'abc', full_name: '1' })?.rule).toBe('phoneDigits');
  });
  it('refuses an unknown state when the list is given', () => {
    expect(validateRegistration({ ...valid, state: 'ZZ' }, ['CA'])?.rule).toBe('state');
  });
});

describe('validateResetPassword', () => {
  it('checks presence, match, then length', () => {
    expect(validateResetPassword('', 'x')?.title).toBe('Missing fields');
    expect(validateResetPassword('abcdef', 'abcdeg')?.title).toBe("Passwords don't match");
    expect(validateResetPassword('abc', 'abc')?.title).toBe('Password too short');
    expect(validateResetPassword('abcdef', 'abcdef')?.title).toBe('Weak Password');
    expect(validateResetPassword('Abcdef1!', 'Abcdef1!')).toBeNull();
  });
});
