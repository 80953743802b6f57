import { MIN_PASSWORD_LENGTH, VERIFICATION_CODE_LENGTH } from '@common/limits';

/** The admin panel's password change (docs/PRODUCT.md §3 password-change form, §4 steps, §5 validation). */
export type PasswordStep = 'password' | 'verification' | 'success';

export interface PasswordChangeState {
  step: PasswordStep;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
  verificationCode: string;
}

export interface ValidationNotice {
  title: string;
  description: string;
}

export const PASSWORD_CHANGE_INITIAL: PasswordChangeState = {
  step: 'password',
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
  verificationCode: '',
};

/** docs/PRODUCT.md §4: the success step returns to the password step after 3 s. */
export const SUCCESS_RESET_MS = 3000;
export const CODE_MAX_LENGTH = VERIFICATION_CODE_LENGTH;

/** docs/PRODUCT.md §5, checked in this order: current password, match, length. */
export function validatePasswordStep(state: Pick<PasswordChangeState, 'currentPassword' | 'newPassword' | 'confirmPassword'>): ValidationNotice | null {
  if (!state.currentPassword) return { title: 'Current Password Required', description: 'Please enter your current password' };
  if (state.newPassword !== state.confirmPassword) {
    return { title: "Passwords Don't Match", description: 'New password and confirmation must match' };
  }
  if (state.newPassword.length < MIN_PASSWORD_LENGTH) {
    return { title: 'Password Too Short', description: `New password must be at least ${MIN_PASSWORD_LENGTH} characters long` };
  }
  return null;
}

/** docs/PRODUCT.md §5 step 2: the code is required. */
export function validateVerificationStep(code: string): ValidationNotice | null {
  if (!code.trim()) return { title: 'Verification Code Required', description: 'Please enter the verification code from your email' };
  return null;
}

export type PasswordChangeAction =
  | { type: 'edit'; field: 'currentPassword' | 'newPassword' | 'confirmPassword' | 'verificationCode'; value: string }
  | { type: 'codeSent' }
  | { type: 'back' }
  | { type: 'changed' }
  | { type: 'reset' };

/**
 * The step machine. A step advances only once its call succeeded (the page dispatches codeSent or
 * changed from the mutation's success); on success every secret is dropped from memory at once.
 */
export function passwordChangeReducer(state: PasswordChangeState, action: PasswordChangeAction): PasswordChangeState {
  switch (action.type) {
    case 'edit': {
      const value = action.field === 'verificationCode' ? action.value.slice(0, CODE_MAX_LENGTH) : action.value;
      return { ...state, [action.field]: value };
    }
    case 'codeSent':
      return state.step === 'password' ? { ...state, step: 'verification', verificationCode: '' } : state;
    case 'back':
      return state.step === 'verification' ? { ...state, step: 'password', verificationCode: '' } : state;
    case 'changed':
      return state.step === 'verification' ? { ...PASSWORD_CHANGE_INITIAL, step: 'success' } : state;
    case 'reset':
      return state.step === 'success' ? PASSWORD_CHANGE_INITIAL : state;
  }
}
