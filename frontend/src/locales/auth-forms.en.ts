import type { Widen } from './widen';

/**
 * English texts of the login, registration and password forms. They load, in the language shown, with
 * the pages that have such a form (login, password reset, My Account, the admin panel); see lib/i18n.ts.
 * `auth-forms.ar.ts` is typed against this object.
 */
export const authFormsEn = {
  auth: {
    title: 'Login / Register',
    loginHeading: 'Login',
    registerHeading: 'Register',
    registerIntro: 'New here? Create an account to book appointments and follow your claims.',
    email: 'Email',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    firstName: 'First Name',
    lastName: 'Last Name',
    phoneNumber: 'Phone Number',
    phoneHint: 'Saudi mobile number: 05XXXXXXXX or +9665XXXXXXXX',
    login: 'Login',
    register: 'Register',
    forgotPassword: 'Forgot password?',
    forgotHeading: 'Forgotten password',
    forgotIntro: 'Enter the e-mail address of your account and we will send you a link to set a new password.',
    sendLink: 'Send link',
    verifying: 'Verifying your e-mail…',
    kept: {
      booking: 'Please log in to finish your booking. Your choices are kept and sent right after you log in.',
      claim: 'Please log in to finish your claim. What you filled in is kept and sent right after you log in.',
    },
  },
  resetPassword: {
    title: 'New Password',
    heading: 'New Password',
    intro: 'Choose a new password for your account.',
    newPassword: 'New Password',
    confirmPassword: 'Confirm Password',
    submit: 'Save new password',
    missingLink: 'This page needs the link from the password reset e-mail. Request a new link from the login page.',
    toLogin: 'Go to the login page',
  },
  passwordChange: {
    heading: 'Password Change',
    currentPassword: 'Current Password',
    newPassword: 'New Password',
    confirmPassword: 'Confirm New Password',
    minLengthHint: 'At least {{count}} characters.',
    submit: 'Change Password',
    loginAgain: 'Please log in again with your new password.',
  },
} as const;

export type AuthFormsMessages = Widen<typeof authFormsEn>;
