import { toast } from 'react-toastify';
import { errorMessage } from './api-client';

/** The spec's toasts: errors show the failure's text, success and info show the server's message. */
export const notify = {
  success: (message: string) => toast.success(message),
  info: (message: string) => toast.info(message),
  warning: (message: string) => toast.warning(message),
  error: (message: string) => toast.error(message),
  failure: (error: unknown) => {
    console.error(error);
    return toast.error(errorMessage(error));
  },
};
