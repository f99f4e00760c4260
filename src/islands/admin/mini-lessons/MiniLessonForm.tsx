import { useState, type ReactElement } from 'react';
import { missingFieldsText, missingFieldsTitle } from '../../../lib/content-rules.ts';
import { checkMiniLesson, keyVersesFromText, miniLessonId, type MiniLesson, type MiniLessonFields } from '../../../lib/mini-lessons.ts';
import { toast } from '../../../stores/toasts.ts';
import { useHydrated } from '../../shared/use-hydrated.ts';
import { Field, TextArea } from '../shared/Fields.tsx';

export interface MiniLessonFormProps {
  editing: MiniLesson | null;
  onSave: (fields: MiniLessonFields) => Promise<boolean>;
  onCancel: () => void;
}

/** Create and edit a mini lesson: title and content required (platform.md section 5). */
export function MiniLessonForm({ editing, onSave, onCancel }: MiniLessonFormProps): ReactElement {
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const empty = { title: '', description: '', content: '', keyVerses: '', reflection: '' };
  const [v, setV] = useState(editing ? { ...editing, keyVerses: editing.keyVerses.join('\n') } : empty);
  const set = (key: keyof typeof empty) => (value: string): void => setV((old) => ({ ...old, [key]: value }));
  const id = editing?.id ?? miniLessonId(v.title);

  async function submit(event: React.FormEvent): Promise<void> {
    event.preventDefault();
    const checked = checkMiniLesson({ ...v, keyVerses: keyVersesFromText(v.keyVerses) });
    if (!checked.ok) {
      if (checked.code === 'missing_fields') toast({ title: missingFieldsTitle, description: missingFieldsText, variant: 'error' });
      else toast({ title: 'Error', description: checked.message, variant: 'error' });
      return;
    }
    setBusy(true);
    const saved = await onSave(checked.value);
    setBusy(false);
    if (saved && !editing) setV(empty);
  }

  return (
    <form className="card grid gap-4" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="lesson-form-title">
      <h3 id="lesson-form-title" className="text-xl font-extrabold text-brand-900">{editing ? 'Edit Mini Lesson' : 'Create Mini Lesson'}</h3>
      <Field label="Title" value={v.title} onChange={set('title')} required hint={id ? `Its address: /explorer/lessons/${id}/` : undefined} />
      <Field label="Description" value={v.description} onChange={set('description')} />
      <TextArea label="Content" value={v.content} onChange={set('content')} required rows={8} hint="Leave a blank line between paragraphs." />
      <TextArea label="Key Verses" value={v.keyVerses} onChange={set('keyVerses')} rows={3} hint="One verse a line, with its reference." />
      <TextArea label="Reflection" value={v.reflection} onChange={set('reflection')} rows={2} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" className="btn-primary" disabled={!hydrated || busy}>{editing ? 'Save Changes' : 'Create Lesson'}</button>
        <button type="button" className="btn-ghost" onClick={onCancel}>Cancel</button>
      </div>
    </form>
  );
}
