import { mailTransport } from '@showcase/accounts/mail/mailer';
import { readOutbox } from '@showcase/accounts/mail/outbox';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';

/**
 * The development outbox: what the account service would have mailed, newest first. It exists only while it
 * is the mail transport (`mailTransport`: outside production, or with MAIL_OUTBOX=1); otherwise a 404, since
 * it shows every login code and reset link to whoever opens it.
 */
export default async function OutboxPage() {
  await connection();
  if (mailTransport() !== 'outbox') notFound();
  const messages = readOutbox();
  return (
    <main>
      <h1>Development outbox</h1>
      <p>
        Mail the account service sent while no SMTP server is configured (SMTP_URL), newest first. {messages.length}{' '}
        message{messages.length === 1 ? '' : 's'}.
      </p>
      <ol style={{ listStyle: 'none', padding: 0 }}>
        {messages.map((message) => (
          <li
            key={`${message.sentAt} ${message.to} ${message.subject}`}
            data-testid="outbox-message"
            style={{ borderTop: '1px solid #ccc', padding: '12px 0' }}
          >
            <p style={{ margin: 0 }}>
              <strong>To:</strong> <span data-testid="outbox-to">{message.to}</span> · <time>{message.sentAt}</time>
            </p>
            <p style={{ margin: '4px 0' }}>
              <strong>Subject:</strong> {message.subject}
            </p>
            {message.code && (
              <p style={{ margin: '4px 0' }}>
                <strong>Code:</strong> <code data-testid="outbox-code">{message.code}</code>
              </p>
            )}
            {message.links?.map((link) => (
              <p key={link} style={{ margin: '4px 0', overflowWrap: 'anywhere' }}>
                <strong>Link:</strong> <a href={link}>{link}</a>
              </p>
            ))}
            <pre style={{ whiteSpace: 'pre-wrap', background: '#f4f4f4', padding: 8 }}>{message.text}</pre>
          </li>
        ))}
      </ol>
    </main>
  );
}
