/**
 * The News section's draft (docs/organiser-console.md, "News"): a subject and a text in English
 * and in French, each required, within the bounds `sendNews` accepts (NEWS_SUBJECT_MAX,
 * NEWS_TEXT_MAX in src/contract/callables/send-news.ts), the subject on one line (it becomes a
 * header). Each problem is named at its field before anything is sent. Pure.
 */
import {
  NEWS_SUBJECT_MAX,
  NEWS_TEXT_MAX,
  newsText,
  type NewsText,
} from '../../../contract/callables/send-news';

export interface NewsDraft {
  readonly enSubject: string;
  readonly enText: string;
  readonly frSubject: string;
  readonly frText: string;
}

export type NewsField = keyof NewsDraft;
export type NewsDraftProblem = 'empty' | 'tooLong' | 'lineBreak';
export type NewsDraftProblems = Partial<Record<NewsField, NewsDraftProblem>>;

export const EMPTY_NEWS_DRAFT: NewsDraft = { enSubject: '', enText: '', frSubject: '', frText: '' };

const SUBJECTS: readonly NewsField[] = ['enSubject', 'frSubject'];

function problemOf(field: NewsField, value: string): NewsDraftProblem | undefined {
  const trimmed = value.trim();
  if (!trimmed) return 'empty';
  const subject = SUBJECTS.includes(field);
  if (trimmed.length > (subject ? NEWS_SUBJECT_MAX : NEWS_TEXT_MAX)) return 'tooLong';
  if (subject && /[\r\n]/.test(trimmed)) return 'lineBreak';
  return undefined;
}

export type CheckedNews =
  | { readonly ok: true; readonly en: NewsText; readonly fr: NewsText }
  | { readonly ok: false; readonly problems: NewsDraftProblems };

export function checkNewsDraft(draft: NewsDraft): CheckedNews {
  const problems: NewsDraftProblems = {};
  for (const field of Object.keys(EMPTY_NEWS_DRAFT) as NewsField[]) {
    const problem = problemOf(field, draft[field]);
    if (problem) problems[field] = problem;
  }
  const en = newsText({ subject: draft.enSubject, text: draft.enText });
  const fr = newsText({ subject: draft.frSubject, text: draft.frText });
  if (Object.keys(problems).length > 0 || !en || !fr) return { ok: false, problems };
  return { ok: true, en, fr };
}

/**
 * A news id for `sendNews` (letters, digits, - and _): the day and a random part. The console
 * keeps it while the draft is unchanged, so sending the same news again reaches nobody twice.
 */
export function newsIdFor(now: Date, random: string): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `news-${day}-${random.replace(/[^A-Za-z0-9]/g, '').slice(0, 12)}`;
}
