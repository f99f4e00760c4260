import { type FormEvent, type ReactElement, useState } from 'react';
import { m } from '#messages';
import { avatarArt, avatars, isAvatarId } from '../../lib/art.ts';
import { ageBands, checkProfileName, familyMessages } from '../../lib/profile-checks.ts';
import { inputFrameClass } from '../shared/LabelledField.tsx';
import type { FamilyWords } from './family-words.ts';
import { LanguageField } from './LanguageField.tsx';
import { LearningStartField } from './LearningStartField.tsx';

/** A child as the form starts from when editing. */
export interface ChildFormInitial {
  id: string;
  name: string;
  avatar: string;
  ageBand: string | null;
  learningStart: string | null;
  locale: string | null;
}

/** What the form sends (editing adds the child's own fields). */
export interface ChildFormBody {
  displayName: string;
  avatar: string;
  ageBand: string;
  learningStart?: string | null;
  locale?: string | null;
}

/**
 * The child form: a name, an avatar from the set, an age band. Nothing else is asked of a child; a
 * child's form when editing also has where its learning starts and its language.
 */
export function ChildForm({
  initial,
  words,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial?: ChildFormInitial;
  words: Pick<FamilyWords, 'avatars' | 'nameHint'>;
  submitLabel: string;
  /** Sends the form; the API's message when refused, else null. */
  onSubmit: (body: ChildFormBody) => Promise<string | null>;
  onCancel?: () => void;
}): ReactElement {
  const idBase = initial ? `edit-${initial.id}` : 'new-child';
  const [name, setName] = useState(initial?.name ?? '');
  const [avatar, setAvatar] = useState(initial?.avatar ?? '');
  const [ageBand, setAgeBand] = useState(initial?.ageBand ?? '');
  const [learningStart, setLearningStart] = useState(initial?.learningStart ?? '');
  const [locale, setLocale] = useState(initial?.locale ?? '');
  const [error, setError] = useState('');

  async function submit(event: FormEvent): Promise<void> {
    event.preventDefault();
    const problem =
      checkProfileName(name) ??
      (isAvatarId(avatar) ? null : familyMessages.avatarRequired) ??
      (ageBand ? null : familyMessages.ageBandRequired);
    if (problem) return setError(problem);
    setError('');
    const start = initial ? { learningStart: learningStart || null, locale: locale || null } : {};
    const failed = await onSubmit({ displayName: name.trim(), avatar, ageBand, ...start });
    if (failed) setError(failed);
    else if (!initial) {
      setName('');
      setAvatar('');
      setAgeBand('');
    }
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="mt-4 grid gap-4" noValidate data-child-form>
      <div>
        <label htmlFor={`${idBase}-name`} className="block font-bold text-slate-800">
          {m.family_name_label()}
        </label>
        <p id={`${idBase}-name-hint`} className="text-sm text-slate-700">
          {words.nameHint}
        </p>
        <input
          id={`${idBase}-name`}
          value={name}
          maxLength={20}
          autoComplete="off"
          aria-describedby={`${idBase}-name-hint`}
          onChange={(e) => setName(e.target.value)}
          className={`${inputFrameClass} text-lg`}
        />
      </div>
      <fieldset>
        <legend className="font-bold text-slate-800">{m.family_avatar()}</legend>
        <div className="mt-2 grid grid-cols-4 gap-2 sm:grid-cols-6">
          {avatars.map(({ id }) => (
            <label
              key={id}
              className={`flex cursor-pointer flex-col items-center rounded-2xl p-1 ring-2 ${
                avatar === id ? 'ring-brand-600 bg-brand-50' : 'ring-transparent'
              }`}
            >
              <input
                type="radio"
                name={`${idBase}-avatar`}
                value={id}
                checked={avatar === id}
                onChange={() => setAvatar(id)}
                className="sr-only"
              />
              <img src={avatarArt(id)} alt="" width={56} height={56} className="h-14 w-14" />
              <span className="text-sm text-slate-800">{words.avatars[id]}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${idBase}-age`} className="block font-bold text-slate-800">
          {m.family_age_group()}
        </label>
        <select
          id={`${idBase}-age`}
          value={ageBand}
          onChange={(e) => setAgeBand(e.target.value)}
          className={`${inputFrameClass} text-lg`}
        >
          <option value="">{m.family_choose()}</option>
          {ageBands.map((b) => (
            <option key={b} value={b}>
              {m.family_age_years({ band: b })}
            </option>
          ))}
        </select>
      </div>
      {initial && (
        <LearningStartField
          id={`${idBase}-start`}
          ageBand={ageBand}
          value={learningStart}
          onChange={setLearningStart}
        />
      )}
      {initial && <LanguageField id={`${idBase}-language`} value={locale} onChange={setLocale} />}
      {error && (
        <p role="alert" className="font-semibold text-red-700">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn-ghost" onClick={onCancel}>
            {m.family_cancel()}
          </button>
        )}
      </div>
    </form>
  );
}
