import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { Knex } from 'knex';
import type { InternalAccountMailBody, Seller } from '@drops/contracts';
import nodemailer from 'nodemailer';
import { Gauge } from 'prom-client';
import { runWithApp } from '@drops/service-kit';
import type { NewNotification } from '../notifications';
import { accountMailOf } from './domain/account-mails';
import { mailOf } from './domain/mail';
import { createMailQueueRepository, type MailQueueRepository } from './mail-queue-repository';
import { MailSender, type MailSenderTimings } from './mail-sender';

export interface MailerOptions {
  /** `SMTP_URL` (smtp://host:port, smtps://user:pass@host); unset: mails are queued, not sent. */
  smtpUrl?: string;
  /** `MAIL_FROM`. */
  from?: string;
  /** `PUBLIC_APP_URL`: where a mail's link leads. */
  publicAppUrl?: string;
  /** `SUPPORT_EMAIL`: where sellers write with a question (issue 31 item 5). */
  supportEmail?: string;
  /** Tests shorten the sender's timings. */
  timings?: MailSenderTimings;
  /** Off for an instance that only queues (a test driving `sendPending` itself). */
  sender?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    mailQueue: MailQueueRepository;
    mailSender: MailSender;
    /** Where sellers write: named in the rejection's mail and at a rejected sign-in. */
    supportEmail: string;
    /**
     * Queues the mail repeating a notification, in the notification's transaction (unless the
     * seller turned such mails off); the sender is kicked once it commits.
     */
    queueMailFor: (
      trx: Knex.Transaction,
      notification: NewNotification,
      seller: Seller,
    ) => Promise<void>;
    /**
     * Issue 30: queues a mail about an account's password or sign-ins (a seller's, or an
     * administrator's for the admin service), in the caller's transaction when given.
     */
    queueAccountMail: (mail: InternalAccountMailBody, trx?: Knex.Transaction) => Promise<void>;
  }
}

export const defaultMailFrom = 'Drops <no-reply@drops.local>';
export const defaultPublicAppUrl = 'http://localhost:3000';
export const defaultSupportEmail = 'support@drops.local';

/**
 * Email (issue 16): each notification is also queued as a mail in the same transaction, and a
 * sender loop delivers the queue over SMTP (nodemailer), started when the app is ready and
 * stopped before the database closes. Its backlog shows in `/health` and the metrics.
 */
async function mailModule(
  app: FastifyInstance,
  { mail: options = {} }: { mail?: MailerOptions },
): Promise<void> {
  const queue = createMailQueueRepository(app.db);
  const transport = options.smtpUrl
    ? nodemailer.createTransport({
        url: options.smtpUrl,
        // A server that is away fails the attempt soon; the mail waits for the next one.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      })
    : null;
  const sender = new MailSender({
    queue,
    transport,
    from: options.from ?? defaultMailFrom,
    ...options.timings,
    onError: (error, mail) =>
      app.log.warn({ err: error, mail }, 'mail not sent; it waits for a retry'),
  });
  const publicAppUrl = options.publicAppUrl ?? defaultPublicAppUrl;
  const supportEmail = options.supportEmail ?? defaultSupportEmail;

  app.decorate('mailQueue', queue);
  app.decorate('supportEmail', supportEmail);
  app.decorate('mailSender', sender);
  app.decorate(
    'queueMailFor',
    async (trx: Knex.Transaction, notification: NewNotification, seller: Seller) => {
      const mail = mailOf(notification, seller, { publicAppUrl, supportEmail });
      if (mail && (await queue.add(trx, mail)))
        void trx.executionPromise?.then(() => sender.kick()).catch(() => {});
    },
  );

  app.decorate(
    'queueAccountMail',
    async (mail: InternalAccountMailBody, trx?: Knex.Transaction) => {
      const queued = accountMailOf(mail, publicAppUrl);
      if (trx) {
        await queue.add(trx, queued);
        void trx.executionPromise?.then(() => sender.kick()).catch(() => {});
        return;
      }
      await app.db.transaction((own) => queue.add(own, queued));
      sender.kick();
    },
  );

  app.healthChecks.push(async () => ({
    mail: { smtp: transport ? 'configured' : 'not configured', ...(await queue.backlog()) },
  }));
  observeQueue(app, queue);
  if (!transport) app.log.warn('SMTP_URL is not set: mails are queued and not sent');
  runWithApp(app, sender, options.sender !== false);
}

/** Unsent mails and the oldest one's age, read when Prometheus asks. */
function observeQueue(app: FastifyInstance, queue: MailQueueRepository): void {
  const unsent: Gauge = new Gauge({
    name: 'mail_queue_unsent',
    help: 'Mails queued and not yet accepted by the SMTP server.',
    registers: [app.metrics],
    async collect() {
      const backlog = await queue.backlog();
      unsent.set(backlog.unsent);
      oldestAge.set(backlog.oldestAgeMs / 1000);
    },
  });
  const oldestAge = new Gauge({
    name: 'mail_queue_oldest_unsent_age_seconds',
    help: 'Age of the oldest unsent mail (0 when none).',
    registers: [app.metrics],
  });
}

export default fp(mailModule, {
  name: 'seller-mail',
  dependencies: ['drops-database'],
});
