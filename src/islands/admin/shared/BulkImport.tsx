import { type ReactElement, type ReactNode, useState } from 'react';
import { m } from '#messages';
import { apiRequest, isUnexpected } from '../../../client/request.ts';
import { checkImportCaps, importToast, noDataToast, utf8Bytes } from '../../../lib/content-rules.ts';
import type { ImportProblem } from '../../../lib/devotionals/bulk.ts';
import { type ToastInput, toast } from '../../../stores/toasts.ts';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { announceRebuild } from './admin-api.ts';
import { TextArea } from './Fields.tsx';
import { defaultContentLocale, LanguageSelect } from './LanguageSelect.tsx';

export interface BulkImportProps {
  /** "devotionals" or "proverbs": used in the messages. */
  noun: string;
  endpoint: string;
  noDataHint: string;
  help: ReactNode;
  example: string;
  onImported: () => void;
  /** For content written in a language: the label of the language every imported record gets. */
  languageLabel?: string;
}

interface ImportAnswer {
  imported: number;
  duplicates: number;
  errors: ImportProblem[];
}

const tooMuchDataToast = (message: string): ToastInput => ({
  title: m.admin_bulk_too_much_title(),
  description: message.replace(/^Too Much Data: /, ''),
  variant: 'error',
});

/** Bulk import of pasted text: "No Data", "Import Failed", "All Duplicates" or "Import Complete!". */
export function BulkImport({
  noun,
  endpoint,
  noDataHint,
  help,
  example,
  onImported,
  languageLabel,
}: BulkImportProps): ReactElement {
  const hydrated = useHydrated();
  const [text, setText] = useState('');
  const [locale, setLocale] = useState<string>(defaultContentLocale);
  const [busy, setBusy] = useState(false);
  const [problems, setProblems] = useState<ImportProblem[]>([]);

  async function submit(): Promise<void> {
    setProblems([]);
    // Too big or empty pastes are refused here; the server counts the records (and refuses too many,
    // or none, with the same words), so the page carries no import parser.
    const cap = checkImportCaps(utf8Bytes(text), 0, noun);
    if (cap) return void toast(tooMuchDataToast(cap.message));
    if (text.trim() === '') return void toast(noDataToast(noDataHint));
    setBusy(true);
    const body = languageLabel ? { text, locale } : { text };
    const result = await apiRequest<ImportAnswer>('POST', endpoint, body);
    setBusy(false);
    if (!result.ok) {
      if (result.code === 'no_data') return void toast(noDataToast(noDataHint));
      if (result.code === 'too_much_data') return void toast(tooMuchDataToast(result.message));
      const description = isUnexpected(result)
        ? m.admin_bulk_did_not_run({ message: result.message })
        : result.message;
      return void toast({ title: m.admin_bulk_failed_title(), description, variant: 'error' });
    }
    const { imported, duplicates, errors } = result.data;
    toast(importToast({ imported, duplicates, errors: errors.length }, noun));
    setProblems(errors);
    if (imported > 0) {
      setText('');
      announceRebuild();
      onImported();
    }
  }

  return (
    <section className="card" aria-labelledby={`bulk-${noun}`}>
      <h3 id={`bulk-${noun}`} className="text-xl font-extrabold text-brand-900">
        <span aria-hidden="true">📥 </span>
        {m.admin_bulk_title()}
      </h3>
      <div className="mt-2 text-slate-700">{help}</div>
      <details className="mt-2">
        <summary className="cursor-pointer font-semibold text-brand-700">{m.admin_bulk_example()}</summary>
        <pre className="mt-2 overflow-x-auto rounded-2xl bg-slate-100 p-3 text-sm whitespace-pre-wrap text-slate-900">
          {example}
        </pre>
      </details>
      {languageLabel && (
        <div className="mt-3 max-w-xs">
          <LanguageSelect label={languageLabel} value={locale} onChange={setLocale} />
        </div>
      )}
      <div className="mt-3">
        <TextArea
          label={m.admin_bulk_paste({ noun })}
          value={text}
          onChange={setText}
          rows={10}
          hint={m.admin_bulk_hint({ noun })}
        />
      </div>
      <button
        type="button"
        className="btn-primary mt-3"
        disabled={!hydrated || busy}
        onClick={() => void submit()}
      >
        {busy ? m.admin_bulk_importing() : m.admin_bulk_import({ noun })}
      </button>
      {problems.length > 0 && (
        <div className="mt-4 rounded-2xl bg-coral-100 p-4" role="alert">
          <p className="font-bold text-slate-900">{m.admin_bulk_problems()}</p>
          <ul className="mt-2 list-disc pl-5 text-slate-900">
            {problems.map((p) => (
              <li key={p.record}>
                {m.admin_bulk_record({ record: p.record })}
                {p.title ? ` (“${p.title}”)` : ''}: {p.message}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
