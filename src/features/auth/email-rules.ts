import type { FormRule } from 'antd';

/** The email field's checks, on the login form and 'Forgot password?' alike (the texts at the field). */
export const EMAIL_TEXTS = {
  required: 'Please enter your email',
  invalid: "Please enter a valid email address (it needs an '@')",
} as const;

/** A field that must hold more than spaces. */
export const requiredRule = (message: string): FormRule[] => [{ required: true, whitespace: true, message }];

export const EMAIL_RULES: FormRule[] = [
  ...requiredRule(EMAIL_TEXTS.required),
  { type: 'email', message: EMAIL_TEXTS.invalid },
];
