/** What sends the outbox's mail: an SMTP transport (SMTP_URL), or a test's own sender. */
import nodemailer, { type Transporter } from 'nodemailer';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
};

export type Sender = {
  send(mail: OutgoingMail): Promise<void>;
  /** Closes pooled connections (one-off scripts; the server's sender lives as long as it does). */
  close?(): void;
};

/**
 * Mail through SMTP_URL: a connection per mail, or one pooled connection with `?pool=true` in
 * the URL (nodemailer's option; much faster for a newsletter to thousands: npm run bench:newsletter).
 */
export function smtpSender(url: string, from: string): Sender {
  const transport: Transporter = nodemailer.createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
    close() {
      transport.close();
    },
  };
}
