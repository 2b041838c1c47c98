/** Every BullMQ queue of the product, in one place. */
export enum QueueName {
  Mail = 'mail',
  /** One delayed job per waitlist hold, at its expiry (the job id is the hold's). */
  WaitlistHolds = 'waitlist-holds',
}
