import { type FormEvent, type ReactElement, useState } from 'react';
import { m } from '#messages';
import { apiRequest } from '../../client/request.ts';
import { familyMessages, isPin, pinMaxLength, pinMinLength } from '../../lib/profile-checks.ts';
import { toast } from '../../stores/toasts.ts';
import { CardSection } from '../shared/CardSection.tsx';
import { type BoxFieldProps, BoxInput, inputFrameClass } from '../shared/LabelledField.tsx';
import type { FamilyWords } from './family-words.ts';

/** A PIN box (4 to 8 digits) with its label: anything but digits is dropped as it is typed. */
export function PinField({ onChange, ...box }: BoxFieldProps): ReactElement {
  return (
    <BoxInput
      {...box}
      labelClassName="font-bold text-slate-800"
      inputMode="numeric"
      autoComplete="off"
      maxLength={pinMaxLength}
      onChange={(value) => onChange(value.replace(/\D/g, ''))}
    />
  );
}

/** /family's "Parent PIN" card: set, change or remove the PIN, confirmed with the account's password. */
export function ParentPinCard({
  hasPin,
  words,
  onSaved,
}: {
  hasPin: boolean;
  words: Pick<FamilyWords, 'pinSet' | 'pinUnset'>;
  onSaved: () => Promise<void>;
}): ReactElement {
  const [pin, setPin] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState('');

  async function savePin(event: FormEvent, remove: boolean): Promise<void> {
    event.preventDefault();
    if (!remove && !isPin(pin)) return setError(familyMessages.pinInvalid);
    if (!password) return setError(m.family_enter_password());
    const result = await apiRequest('PUT', '/api/family/pin', { pin: remove ? null : pin, password });
    if (!result.ok) return setError(result.message);
    setError('');
    setPin('');
    setPassword('');
    toast({
      title: remove ? m.family_pin_removed() : m.family_pin_saved(),
      description: m.family_settings_saved(),
      variant: 'success',
    });
    await onSaved();
  }

  return (
    <CardSection titleId="pin-title" title={m.family_parent_pin()}>
      <p className="mt-2 text-slate-700">{hasPin ? words.pinSet : words.pinUnset}</p>
      <form className="mt-3 grid max-w-sm gap-3" onSubmit={(e) => void savePin(e, false)} noValidate>
        <PinField
          id="family-pin"
          label={m.family_new_pin({ min: pinMinLength, max: pinMaxLength })}
          value={pin}
          onChange={setPin}
          className={`${inputFrameClass} text-lg`}
        />
        <label htmlFor="family-pin-password" className="font-bold text-slate-800">
          {m.family_account_password()}
        </label>
        <input
          id="family-pin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          className={`${inputFrameClass} text-lg`}
        />
        {error && (
          <p role="alert" className="font-semibold text-red-700">
            {error}
          </p>
        )}
        <div className="flex gap-2">
          <button type="submit" className="btn-primary">
            {m.family_save_pin()}
          </button>
          {hasPin && (
            <button type="button" className="btn-ghost" onClick={(e) => void savePin(e, true)}>
              {m.family_remove_pin()}
            </button>
          )}
        </div>
      </form>
    </CardSection>
  );
}
