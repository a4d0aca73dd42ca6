import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A mail as the catcher received it: envelope and both parts. */
export interface CaughtMail {
  id: number;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  receivedAt: string;
}

export interface MailCatcherOptions {
  /** SMTP port (0: any free one). */
  smtpPort?: number;
  /** Port of the web page listing the mails; none when absent. */
  webPort?: number;
  host?: string;
}

export interface MailCatcher {
  readonly mails: CaughtMail[];
  smtpPort(): number;
  webPort(): number | undefined;
  /** Resolves once `count` mails have arrived (or rejects after `timeoutMs`). */
  waitForMails(count: number, timeoutMs?: number): Promise<CaughtMail[]>;
  clear(): void;
  close(): Promise<void>;
}

const addressesOf = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .flatMap((entry) => entry.value)
    .map((entry) => entry.address ?? '')
    .filter(Boolean);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/**
 * A real SMTP server (smtp-server, no authentication, no TLS) that keeps every mail it receives
 * in memory, parsed (mailparser), and optionally a web page that lists and shows them. `npm start`
 * runs one so a person trying Drops reads what it sends; the Jest suites run one in-process.
 */
export async function startMailCatcher(options: MailCatcherOptions = {}): Promise<MailCatcher> {
  const host = options.host ?? '127.0.0.1';
  const mails: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          mails.push({
            id: nextId++,
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            // The envelope's recipients, else the header's.
            to:
              session.envelope.rcptTo.length > 0
                ? session.envelope.rcptTo.map((rcpt) => rcpt.address)
                : addressesOf(parsed.to),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            receivedAt: (parsed.date ?? new Date()).toISOString(),
          });
          for (const wake of waiters) wake();
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(options.smtpPort ?? 0, host, () => resolve());
  });

  let web: http.Server | undefined;
  if (options.webPort !== undefined) {
    web = http.createServer((request, response) => serveWeb(mails, request, response));
    const server = web;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(options.webPort, host, () => resolve());
    });
  }

  return {
    mails,
    smtpPort: () => (smtp.server.address() as AddressInfo).port,
    webPort: () => (web?.listening ? (web.address() as AddressInfo).port : undefined),
    waitForMails(count, timeoutMs = 5_000) {
      if (mails.length >= count) return Promise.resolve(mails.slice());
      return new Promise((resolve, reject) => {
        const wake = () => {
          if (mails.length < count) return;
          waiters.delete(wake);
          clearTimeout(timer);
          resolve(mails.slice());
        };
        const timer = setTimeout(() => {
          waiters.delete(wake);
          reject(new Error(`expected ${count} mails, received ${mails.length}`));
        }, timeoutMs);
        waiters.add(wake);
      });
    },
    clear: () => {
      mails.length = 0;
    },
    async close() {
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      if (web?.listening) {
        web.closeAllConnections();
        await new Promise((resolve) => web?.close(resolve));
      }
    },
  };
}

/** `/` lists the mails, newest first; `/mails/{id}` shows one (HTML part framed, text beside). */
function serveWeb(
  mails: CaughtMail[],
  request: http.IncomingMessage,
  response: http.ServerResponse,
): void {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const page = (title: string, body: string) =>
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
          '<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}' +
          'table{border-collapse:collapse;width:100%}td,th{text-align:left;padding:.4rem;border-bottom:1px solid #ddd}' +
          'iframe{width:100%;height:24rem;border:1px solid #ccc}pre{white-space:pre-wrap;background:#f6f6f6;padding:1rem}</style>' +
          `</head><body>${body}</body></html>`,
      );
  if (url.pathname === '/api/mails') {
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
    return;
  }
  const htmlMatch = /^\/mails\/(\d+)\/html$/.exec(url.pathname);
  const mailMatch = /^\/mails\/(\d+)$/.exec(url.pathname);
  const id = Number((htmlMatch ?? mailMatch)?.[1]);
  const mail = mails.find((entry) => entry.id === id);
  if (htmlMatch && mail) {
    // The HTML part alone, shown in a sandboxed frame so its styles and links stay inside.
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(mail.html);
    return;
  }
  if (mailMatch && mail) {
    page(
      mail.subject,
      `<p><a href="/">All mails</a></p><h1>${escapeHtml(mail.subject)}</h1>` +
        `<p>To: ${escapeHtml(mail.to.join(', '))}<br>From: ${escapeHtml(mail.from)}<br>Date: ${escapeHtml(mail.receivedAt)}</p>` +
        `<h2>HTML</h2><iframe sandbox="allow-popups" src="/mails/${mail.id}/html" title="HTML part"></iframe>` +
        `<h2>Plain text</h2><pre>${escapeHtml(mail.text)}</pre>`,
    );
    return;
  }
  if (url.pathname !== '/') {
    response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    return;
  }
  const rows = mails
    .slice()
    .reverse()
    .map(
      (entry) =>
        `<tr><td><a href="/mails/${entry.id}">${escapeHtml(entry.subject || '(no subject)')}</a></td>` +
        `<td>${escapeHtml(entry.to.join(', '))}</td><td>${escapeHtml(entry.receivedAt)}</td></tr>`,
    )
    .join('');
  page(
    'Drops mail catcher',
    `<h1>Mails sent by Drops</h1><p>${mails.length} mail(s) since the catcher started. Reload to see new ones.</p>` +
      (rows
        ? `<table><thead><tr><th>Subject</th><th>To</th><th>Date</th></tr></thead><tbody>${rows}</tbody></table>`
        : '<p>No mail yet.</p>'),
  );
}
