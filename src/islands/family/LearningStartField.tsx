import type { ReactElement } from 'react';
import { m } from '#messages';
import { type LearningStart, learningStarts, startOfAgeBand } from '../../lib/learning-start.ts';
import { isAgeBand } from '../../lib/profile-checks.ts';
import { inputFrameClass } from '../shared/LabelledField.tsx';

/** What each start is called on /family. */
export function learningStartName(start: LearningStart): string {
  if (start === 'stories') return m.family_start_stories();
  return start === 'stories-reader' ? m.family_start_stories_reader() : m.family_start_reader();
}

/**
 * Where a child's learning starts (issue 36): by age group (the empty value) or one of the starts.
 * Only the parent's page has it; the API refuses it from a child's profile.
 */
export function LearningStartField({
  id,
  ageBand,
  value,
  onChange,
}: {
  id: string;
  ageBand: string;
  value: string;
  onChange: (value: string) => void;
}): ReactElement {
  const byAge = isAgeBand(ageBand) ? startOfAgeBand[ageBand] : 'stories-reader';
  return (
    <div>
      <label htmlFor={id} className="block font-bold text-slate-800">
        {m.family_learning_start_label()}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`${inputFrameClass} text-lg`}
        data-learning-start
      >
        <option value="">{m.family_learning_start_by_age({ start: learningStartName(byAge) })}</option>
        {learningStarts.map((start) => (
          <option key={start} value={start}>
            {learningStartName(start)}
          </option>
        ))}
      </select>
    </div>
  );
}
