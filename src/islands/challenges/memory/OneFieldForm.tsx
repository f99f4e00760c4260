import { type FormEvent, type ReactElement, useId, useState } from 'react';
import { m } from '#messages';
import type { ApiResult } from '../../../client/request.ts';
import { TextInput } from '../../auth/FormFields.tsx';

export interface OneFieldFormProps<T> {
  label: string;
  hint?: string;
  /** The submit button. */
  submit: string;
  /** Sends the text (a reference, a name). */
  send: (text: string) => Promise<ApiResult<T>>;
  /** After a send that worked (the box is empty again by then). */
  onSent: (data: T) => Promise<void>;
}

/**
 * A one-box form of Memory Master (add a verse, make a collection): a refused text stays in the box
 * with the API's message under it; one that is taken empties the box.
 */
export function OneFieldForm<T>({ label, hint, submit, send, onSent }: OneFieldFormProps<T>): ReactElement {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState('');

  async function sendText(event: FormEvent): Promise<void> {
    event.preventDefault();
    const res = await send(text);
    if (!res.ok) return setError(res.message);
    setError('');
    setText('');
    await onSent(res.data);
  }

  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void sendText(e)} noValidate>
      <TextInput
        id={id}
        label={label}
        value={text}
        onChange={setText}
        error={error || undefined}
        hint={hint}
      />
      <button type="submit" className="btn-sun">
        {submit}
      </button>
    </form>
  );
}

/** A box that adds a verse by its reference (to the learner's verses, to a collection). */
export function VerseForm<T>(props: Omit<OneFieldFormProps<T>, 'hint'>): ReactElement {
  return <OneFieldForm {...props} hint={m.learn_memory_reference_hint()} />;
}
