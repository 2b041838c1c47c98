/** Every BullMQ queue of the product, in one place. */
export enum QueueName {
  Mail = 'mail',
}
