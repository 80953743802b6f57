import { describe, expect, it } from 'vitest';
import {
  CODE_MAX_LENGTH,
  PASSWORD_CHANGE_INITIAL,
  SUCCESS_RESET_MS,
  passwordChangeReducer,
  validatePasswordStep,
  validateVerificationStep,
  type PasswordChangeState,
} from './password-change';

const filled = { currentPassword: 'old-secret', newPassword: 'new-secret-1', confirmPassword: 'new-secret-1' };

describe('validatePasswordStep (docs/PRODUCT.md §5, in order)', () => {
  it('asks for the current password first, even when the rest is wrong too', () => {
    expect(validatePasswordStep({ currentPassword: '', newPassword: 'a', confirmPassword: 'b' })).toEqual({
      title: 'Current Password Required',
      description: 'Please enter your current password',
    });
  });

  it('then checks that new and confirmation match, before the length', () => {
    expect(validatePasswordStep({ ...filled, newPassword: 'short', confirmPassword: 'other' })).toEqual({
      title: "Passwords Don't Match",
      description: 'New password and confirmation must match',
    });
  });

  it('then needs at least 8 characters', () => {
    expect(validatePasswordStep({ ...filled, newPassword: 'seven77', confirmPassword: 'seven77' })).toEqual({
      title: 'Password Too Short',
      description: 'New password must be at least 8 characters long',
    });
    expect(validatePasswordStep({ ...filled, newPassword: 'eight888', confirmPassword: 'eight888' })).toBeNull();
  });

  it('accepts a valid form', () => {
    expect(validatePasswordStep(filled)).toBeNull();
  });
});

describe('validateVerificationStep', () => {
  it('requires a code', () => {
    expect(validateVerificationStep('  ')).toEqual({
      title: 'Verification Code Required',
      description: 'Please enter the verification code from your email',
    });
    expect(validateVerificationStep('123456')).toBeNull();
  });
});

describe('passwordChangeReducer (docs/PRODUCT.md §4 steps)', () => {
  const typed: PasswordChangeState = { ...PASSWORD_CHANGE_INITIAL, ...filled };

  it('goes password → verification → success → password', () => {
    const verification = passwordChangeReducer(typed, { type: 'codeSent' });
    expect(verification.step).toBe('verification');
    expect(verification.newPassword).toBe('new-secret-1');
    const withCode = passwordChangeReducer(verification, { type: 'edit', field: 'verificationCode', value: '123456' });
    const success = passwordChangeReducer(withCode, { type: 'changed' });
    expect(success).toEqual({ ...PASSWORD_CHANGE_INITIAL, step: 'success' });
    expect(passwordChangeReducer(success, { type: 'reset' })).toEqual(PASSWORD_CHANGE_INITIAL);
    expect(SUCCESS_RESET_MS).toBe(3000);
  });

  it('goes back from verification to password, keeping the typed passwords and dropping the code', () => {
    const verification = passwordChangeReducer(passwordChangeReducer(typed, { type: 'codeSent' }), {
      type: 'edit',
      field: 'verificationCode',
      value: '12',
    });
    const back = passwordChangeReducer(verification, { type: 'back' });
    expect(back).toEqual({ ...typed, step: 'password', verificationCode: '' });
  });

  it('ignores transitions that do not belong to the current step', () => {
    expect(passwordChangeReducer(typed, { type: 'changed' })).toBe(typed);
    expect(passwordChangeReducer(typed, { type: 'back' })).toBe(typed);
    expect(passwordChangeReducer(typed, { type: 'reset' })).toBe(typed);
  });

  it('keeps the code to 6 characters', () => {
    expect(CODE_MAX_LENGTH).toBe(6);
    const state = passwordChangeReducer(typed, { type: 'edit', field: 'verificationCode', value: '12345678' });
    expect(state.verificationCode).toBe('123456');
  });
});
