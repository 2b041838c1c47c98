import { RESET_LINK_PATH, VERIFY_LINK_PATH } from '@dealer/contracts';

/** The spec's link shapes: /login?userId=..&token=.. and /forgotpassword?email=..&token=.. */
export function verifyLink(publicUrl: string, customerId: string, token: string): string {
  return `${publicUrl}${VERIFY_LINK_PATH}?${new URLSearchParams({ userId: customerId, token })}`;
}

export function resetLink(publicUrl: string, email: string, token: string): string {
  return `${publicUrl}${RESET_LINK_PATH}?${new URLSearchParams({ email, token })}`;
}
