import { startMailCatcher } from './mail-catcher';

/** `pnpm --filter @drops/mail-catcher start`: SMTP on MAIL_CATCHER_SMTP_PORT (1025), page on MAIL_CATCHER_WEB_PORT (1080). */
const port = (value: string | undefined, fallback: number) => Number(value) || fallback;
startMailCatcher({
  smtpPort: port(process.env.MAIL_CATCHER_SMTP_PORT, 1025),
  webPort: port(process.env.MAIL_CATCHER_WEB_PORT, 1080),
}).then(
  (catcher) =>
    console.warn(
      `mail catcher: SMTP on 127.0.0.1:${catcher.smtpPort()}, mails at http://localhost:${catcher.webPort()}`,
    ),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
