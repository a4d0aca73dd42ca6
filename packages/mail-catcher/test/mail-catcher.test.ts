import nodemailer from 'nodemailer';
import { startMailCatcher, type MailCatcher } from '../src';

/** The catcher `npm start` runs: a real SMTP server that keeps each mail, and a page listing them. */
let catcher: MailCatcher;
beforeAll(async () => {
  catcher = await startMailCatcher({ smtpPort: 0, webPort: 0 });
});
afterAll(async () => catcher?.close());

it('keeps a mail sent over SMTP and shows it on its page: the list, then the mail with both parts', async () => {
  const transport = nodemailer.createTransport({ url: `smtp://127.0.0.1:${catcher.smtpPort()}` });
  await transport.sendMail({
    from: 'Drops <no-reply@drops.local>',
    to: 'maker@example.com',
    subject: 'Your drop got a badge · Drops',
    text: 'Plain <words> & a link https://drops.example/dashboard',
    html: '<p>Rich <b>words</b></p>',
  });
  transport.close();

  const [mail] = await catcher.waitForMails(1);
  expect(mail).toMatchObject({
    to: ['maker@example.com'],
    subject: 'Your drop got a badge · Drops',
    text: expect.stringContaining('Plain <words> & a link'),
    html: '<p>Rich <b>words</b></p>',
  });

  const web = `http://127.0.0.1:${catcher.webPort()}`;
  const list = await (await fetch(`${web}/`)).text();
  expect(list).toContain(`<a href="/mails/${mail?.id}">Your drop got a badge · Drops</a>`);
  expect(list).toContain('maker@example.com');

  const page = await (await fetch(`${web}/mails/${mail?.id}`)).text();
  // The text part escaped; the HTML part in a sandboxed frame of its own.
  expect(page).toContain('Plain &lt;words&gt; &amp; a link');
  expect(page).toContain(`<iframe sandbox="allow-popups" src="/mails/${mail?.id}/html"`);
  expect(await (await fetch(`${web}/mails/${mail?.id}/html`)).text()).toBe(
    '<p>Rich <b>words</b></p>',
  );
  expect((await fetch(`${web}/mails/999`)).status).toBe(404);
});
