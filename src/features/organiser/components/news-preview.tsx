/**
 * A news e-mail as it will read (functions/src/mail/news.ts renderNewsMail): its subject, its
 * paragraphs set by the same split (newsParagraphs), then the footer every news carries. A text
 * preview: the e-mail's HTML is built on the server with her own unsubscribe link, and
 * "Send a test to me" shows the real one.
 */
import { Trans } from '@lingui/react/macro';
import { newsParagraphs } from '../../../contract/callables/send-news';

export function NewsPreview({
  language,
  subject,
  text,
}: {
  readonly language: 'en' | 'fr';
  readonly subject: string;
  readonly text: string;
}) {
  return (
    <article
      className="border rounded p-3 h-100 bg-body-tertiary"
      data-testid={`news-preview-${language}`}
    >
      <h4 className="h6 text-body-secondary">
        {language === 'fr' ? <Trans>In French</Trans> : <Trans>In English</Trans>}
      </h4>
      <div lang={language}>
        <p className="fw-bold mb-2">{subject.trim()}</p>
        {newsParagraphs(text).map((paragraph, index) => (
          // The e-mail keeps the line breaks inside a paragraph (news.ts).
          <p key={index} style={{ whiteSpace: 'pre-line' }}>
            {paragraph}
          </p>
        ))}
      </div>
      <p className="small text-body-secondary border-top pt-2 mb-0">
        <Trans>
          Then the reason she receives it and a link to unsubscribe, in the language of the e-mail.
        </Trans>
      </p>
    </article>
  );
}
