import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { AppConfig } from '../config/app-config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  headers?: Record<string, string>;
}

/**
 * Sends rendered mail: over SMTP when SMTP_URL is set, otherwise into a local outbox of .eml files
 * (development), logging the links so a developer can follow them.
 */
@Injectable()
export class MailTransport implements OnApplicationShutdown {
  private readonly logger = new Logger(MailTransport.name);
  private readonly transporter: Transporter;
  private readonly outbox?: string;

  constructor(private readonly config: AppConfig) {
    if (config.SMTP_URL) {
      this.transporter = nodemailer.createTransport(config.SMTP_URL);
    } else {
      this.outbox = resolve(config.MAIL_OUTBOX_DIR);
      this.transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    }
  }

  async send(mail: OutgoingMail): Promise<void> {
    const info = await this.transporter.sendMail({ from: this.config.MAIL_FROM, ...mail });
    if (!this.outbox) return;
    // The address is the caller's text: only a tame form of it names the file, so no path can leave the folder.
    const file = join(this.outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${mail.to.replace(/[^\w@.+-]/g, '_')}.eml`);
    // The folder is made when a write finds it missing, not checked before every mail.
    await writeFile(file, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await mkdir(this.outbox!, { recursive: true });
      await writeFile(file, info.message as Buffer);
    });
    this.logger.log({ msg: 'mail written to outbox', to: mail.to, subject: mail.subject, file, links: loggableLinks(mail.text) });
  }

  onApplicationShutdown(): void {
    this.transporter.close();
  }
}

/**
 * The links of a mail as a log may show them. A link's token is a key (to an account's password, a
 * booking, a newsletter subscription), and logs travel further than mailboxes: it stays in the .eml file.
 */
export function loggableLinks(text: string): string[] {
  return (text.match(/https?:\/\/\S+/g) ?? []).map((link) => link.replace(/([?&]token=)[^&#\s]+/g, '$1…'));
}
