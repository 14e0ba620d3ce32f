/**
 * News (docs/organiser-console.md, "News"): a subject and a text in English and in French, each
 * checked at its field (logic/news-draft.ts), a preview of both, a test to herself in the
 * language she picks, how many participants it will reach (counted on the server), and the send
 * (`sendNews`) after a confirmation naming that number. The news keeps its id while the draft
 * is unchanged: sending it again reaches nobody twice (the server creates each e-mail once).
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { NEWS_SUBJECT_MAX, NEWS_TEXT_MAX } from '../../../contract/callables/send-news';
import type { NewsLanguage, NewsReachResult } from '../../../contract/callables/organiser-news';
import type { SendNewsResult } from '../../../contract/callables/send-news';
import { formatGrouped } from '../../../lib/i18n/format';
import { useActiveLanguage } from '../../../lib/i18n/use-active-language';
import { newsReach, newsTest, sendNews } from '../api/news';
import {
  checkNewsDraft,
  EMPTY_NEWS_DRAFT,
  newsIdFor,
  type NewsDraft,
  type NewsDraftProblem,
  type NewsDraftProblems,
  type NewsField,
} from '../logic/news-draft';
import { NewsPreview } from './news-preview';

type Reach = NewsReachResult | 'loading' | 'failed';

export function NewsSection() {
  const { t } = useLingui();
  const language = useActiveLanguage();
  const id = useId();
  const [draft, setDraft] = useState<NewsDraft>(EMPTY_NEWS_DRAFT);
  const [problems, setProblems] = useState<NewsDraftProblems>({});
  const [newsId, setNewsId] = useState<string | null>(null);
  const [reach, setReach] = useState<Reach>('loading');
  const [testLanguage, setTestLanguage] = useState<NewsLanguage>('en');
  const [busy, setBusy] = useState(false);
  const [confirming, setConfirming] = useState<NewsReachResult | null>(null);
  const [notice, setNotice] = useState('');
  const [failure, setFailure] = useState('');
  const [sent, setSent] = useState<SendNewsResult | null>(null);

  const count = (n: number) => formatGrouped(n, language);
  const known = typeof reach === 'object' ? reach : null;
  const total = count(known?.total ?? 0);
  const inEnglish = count(known?.en ?? 0);
  const inFrench = count(known?.fr ?? 0);
  const confirmTotal = count(confirming?.total ?? 0);
  const queued = count(sent?.queued ?? 0);
  const alreadyQueued = count(sent?.alreadyQueued ?? 0);
  const unreachable = t`We could not reach the server just now. Please try again.`;

  useEffect(() => {
    let live = true;
    void newsReach().then((answer) => {
      if (live) setReach(answer.ok ? answer.data : 'failed');
    });
    return () => {
      live = false;
    };
  }, []);

  async function loadReach(): Promise<NewsReachResult | null> {
    setReach('loading');
    const answer = await newsReach();
    setReach(answer.ok ? answer.data : 'failed');
    return answer.ok ? answer.data : null;
  }

  const texts: Record<NewsField, Record<NewsDraftProblem, string>> = {
    enSubject: {
      empty: t`Enter the subject in English.`,
      tooLong: t`Keep the subject to ${NEWS_SUBJECT_MAX} characters.`,
      lineBreak: t`Keep the subject on one line.`,
    },
    enText: {
      empty: t`Enter the text in English.`,
      tooLong: t`Keep the text to ${NEWS_TEXT_MAX} characters.`,
      lineBreak: t`Keep the subject on one line.`,
    },
    frSubject: {
      empty: t`Enter the subject in French.`,
      tooLong: t`Keep the subject to ${NEWS_SUBJECT_MAX} characters.`,
      lineBreak: t`Keep the subject on one line.`,
    },
    frText: {
      empty: t`Enter the text in French.`,
      tooLong: t`Keep the text to ${NEWS_TEXT_MAX} characters.`,
      lineBreak: t`Keep the subject on one line.`,
    },
  };

  const set = (name: NewsField) => (value: string) => {
    setDraft((current) => ({ ...current, [name]: value }));
    setProblems((current) => ({ ...current, [name]: undefined }));
    // A changed draft is another news: it gets its own id when sent.
    setNewsId(null);
    setConfirming(null);
    setSent(null);
  };

  const field = (name: NewsField) => ({
    id: `${id}-${name}`,
    value: draft[name],
    className: `form-control${problems[name] ? ' is-invalid' : ''}`,
    'aria-invalid': problems[name] ? true : undefined,
    'aria-describedby': problems[name] ? `${id}-${name}-problem` : undefined,
  });

  const problemOf = (name: NewsField) => {
    const problem = problems[name];
    return problem ? (
      <div id={`${id}-${name}-problem`} className="invalid-feedback d-block">
        {texts[name][problem]}
      </div>
    ) : null;
  };

  function checked() {
    const result = checkNewsDraft(draft);
    if (!result.ok) {
      setProblems(result.problems);
      document.getElementById(`${id}-${Object.keys(result.problems)[0]}`)?.focus();
      return null;
    }
    return result;
  }

  async function sendTest() {
    const news = checked();
    if (!news) return;
    setBusy(true);
    setFailure('');
    setNotice('');
    const answer = await newsTest({ en: news.en, fr: news.fr, language: testLanguage });
    setBusy(false);
    if (answer.ok) setNotice(t`Test sent to ${answer.data.to}.`);
    else if (answer.refusal === 'noEmail')
      setFailure(t`Your account has no e-mail address: the test has nowhere to go.`);
    else setFailure(unreachable);
  }

  async function askToSend(event: FormEvent) {
    event.preventDefault();
    if (!checked()) return;
    setFailure('');
    setNotice('');
    setBusy(true);
    // The number named in the confirmation is counted now, not when the page opened.
    const fresh = await loadReach();
    setBusy(false);
    if (fresh) setConfirming(fresh);
    else setFailure(unreachable);
  }

  async function send() {
    const news = checked();
    if (!news) return;
    const idOfNews = newsId ?? newsIdFor(new Date(), crypto.randomUUID());
    setNewsId(idOfNews);
    setBusy(true);
    setFailure('');
    const answer = await sendNews({ newsId: idOfNews, en: news.en, fr: news.fr });
    setBusy(false);
    setConfirming(null);
    if (answer.ok) setSent(answer.data);
    else setFailure(unreachable);
  }

  const textArea = (name: NewsField, label: string) => (
    <div className="mb-2">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <textarea
        {...field(name)}
        rows={6}
        maxLength={NEWS_TEXT_MAX}
        onChange={(event) => set(name)(event.target.value)}
      />
      {problemOf(name)}
    </div>
  );

  const subject = (name: NewsField, label: string) => (
    <div className="mb-2">
      <label className="form-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        {...field(name)}
        maxLength={NEWS_SUBJECT_MAX}
        onChange={(event) => set(name)(event.target.value)}
      />
      {problemOf(name)}
    </div>
  );

  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5">
        <Trans>News</Trans>
      </h2>
      <p data-testid="news-reach" aria-live="polite">
        {reach === 'loading' && <Trans>Counting the participants who want news…</Trans>}
        {reach === 'failed' && (
          <>
            <Trans>We couldn’t count the participants who want news.</Trans>{' '}
            <button
              type="button"
              className="btn btn-link p-0 align-baseline"
              onClick={() => void loadReach()}
            >
              <Trans>Try again</Trans>
            </button>
          </>
        )}
        {known && (
          <Trans>
            This news will reach {total} participants who confirmed they want news ({inEnglish} in
            English, {inFrench} in French).
          </Trans>
        )}
      </p>
      <form onSubmit={(event) => void askToSend(event)} noValidate>
        <div className="row g-3">
          <fieldset className="col-12 col-lg-6">
            <legend className="h6">
              <Trans>English</Trans>
            </legend>
            {subject('enSubject', t`Subject in English`)}
            {textArea('enText', t`Text in English`)}
          </fieldset>
          <fieldset className="col-12 col-lg-6">
            <legend className="h6">
              <Trans>French</Trans>
            </legend>
            {subject('frSubject', t`Subject in French`)}
            {textArea('frText', t`Text in French`)}
          </fieldset>
        </div>
        <p className="form-text">
          <Trans>Leave a blank line between paragraphs.</Trans>
        </p>
        <h3 className="h6 mt-3">
          <Trans>Preview</Trans>
        </h3>
        <div className="row g-3 mb-3">
          <div className="col-12 col-lg-6">
            <NewsPreview language="en" subject={draft.enSubject} text={draft.enText} />
          </div>
          <div className="col-12 col-lg-6">
            <NewsPreview language="fr" subject={draft.frSubject} text={draft.frText} />
          </div>
        </div>
        <div className="d-flex flex-wrap align-items-end gap-2 mb-3">
          <div>
            <label className="form-label" htmlFor={`${id}-testLanguage`}>
              <Trans>Language of the test</Trans>
            </label>
            <select
              id={`${id}-testLanguage`}
              className="form-select"
              value={testLanguage}
              onChange={(event) => setTestLanguage(event.target.value === 'fr' ? 'fr' : 'en')}
            >
              <option value="en">{t`English`}</option>
              <option value="fr">{t`French`}</option>
            </select>
          </div>
          <button
            type="button"
            className="btn btn-outline-primary"
            disabled={busy}
            onClick={() => void sendTest()}
          >
            <Trans>Send a test to me</Trans>
          </button>
          <button type="submit" className="btn btn-primary ms-auto" disabled={busy}>
            <Trans>Send the news…</Trans>
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {confirming && (
          <div className="alert alert-warning" role="alertdialog" aria-labelledby={`${id}-ask`}>
            <p id={`${id}-ask`}>
              <Trans>Send this news to {confirmTotal} participants? It cannot be taken back.</Trans>
            </p>
            <div className="d-flex gap-2">
              <button
                type="button"
                className="btn btn-danger"
                disabled={busy}
                onClick={() => void send()}
              >
                <Trans>Yes, send it to {confirmTotal} participants</Trans>
              </button>
              <button
                type="button"
                className="btn btn-outline-secondary"
                onClick={() => setConfirming(null)}
              >
                <Trans>Cancel</Trans>
              </button>
            </div>
          </div>
        )}
        {notice && <p className="text-success">{notice}</p>}
        {failure && (
          <p className="text-danger" role="alert">
            {failure}
          </p>
        )}
        {sent && (
          <p className="alert alert-success" data-testid="news-sent">
            <Trans>
              News sent: {queued} e-mails queued; {alreadyQueued} had already received it.
            </Trans>
          </p>
        )}
      </div>
    </section>
  );
}
