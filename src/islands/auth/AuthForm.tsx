import { type ReactElement, useEffect, useRef, useState } from 'react';
import { m } from '#messages';
import { localHref } from '../../i18n/paths.ts';
import { loadSession } from '../../stores/session.ts';
import { useSession } from '../shared/use-session.ts';
import { rememberedEmailKey } from './auth-messages.ts';
import { CheckInbox } from './CheckInbox.tsx';
import { ResetRequestForm } from './ResetRequestForm.tsx';
import { SignInForm } from './SignInForm.tsx';
import { SignUpForm } from './SignUpForm.tsx';

type Mode = 'signin' | 'signup' | 'reset' | 'inbox';

function initialMode(): Mode {
  const mode = new URLSearchParams(window.location.search).get('mode');
  return mode === 'signup' || mode === 'reset' ? mode : 'signin';
}

const switchModes: ReadonlyArray<[Mode, () => string]> = [
  ['signin', () => m.account_sign_in()],
  ['signup', () => m.account_create_account()],
];

const titles: Record<Mode, () => string> = {
  signin: () => m.account_welcome_back(),
  signup: () => m.account_create_your_account(),
  reset: () => m.account_forgot_title(),
  inbox: () => m.account_check_inbox_title(),
};

/**
 * The /auth page: sign in, create an account, or ask for a password reset link. It keeps what the
 * three forms share (the mode, the e-mail typed so far) and sends a signed-in visitor home.
 */
export default function AuthForm(): ReactElement {
  const session = useSession();
  const [mode, setMode] = useState<Mode>('signin');
  const [email, setEmail] = useState('');
  const [remembered, setRemembered] = useState(false);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const [sentTo, setSentTo] = useState('');
  const signedInHere = useRef(false);

  useEffect(() => {
    setMode(initialMode());
    setLinkInvalid(new URLSearchParams(window.location.search).get('notice') === 'link-invalid');
    const rememberedEmail = window.localStorage.getItem(rememberedEmailKey);
    if (rememberedEmail) {
      setEmail(rememberedEmail);
      setRemembered(true);
    }
    void loadSession();
  }, []);

  // A signed-in visitor has nothing to do here.
  useEffect(() => {
    if (!session.loading && session.user && !signedInHere.current) window.location.replace(localHref('/'));
  }, [session]);

  // The parent's first day: a screen that stays, with Resend, instead of a toast that goes.
  const onSignedUp = (): void => {
    setSentTo(email);
    setMode('inbox');
  };

  return (
    <div className="card mx-auto w-full max-w-md md:p-8">
      <h1 className="page-title text-center">{titles[mode]()}</h1>
      {(mode === 'signin' || mode === 'signup') && (
        <div
          role="group"
          aria-label={m.account_mode_switch_label()}
          className="mt-5 grid grid-cols-2 gap-2 rounded-full bg-brand-50 p-1"
        >
          {switchModes.map(([id, label]) => (
            <button
              key={id}
              type="button"
              aria-pressed={mode === id}
              onClick={() => setMode(id)}
              className={
                'min-h-11 rounded-full font-bold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white'
              }
            >
              {label()}
            </button>
          ))}
        </div>
      )}
      {linkInvalid && (
        <p role="alert" className="mt-4 rounded-2xl bg-coral-100 p-3 text-slate-900">
          {m.account_link_invalid()}
        </p>
      )}
      {mode === 'signin' && (
        <SignInForm
          email={email}
          onEmailChange={setEmail}
          rememberedAtStart={remembered}
          onSignedIn={() => (signedInHere.current = true)}
        />
      )}
      {mode === 'signup' && <SignUpForm email={email} onEmailChange={setEmail} onSignedUp={onSignedUp} />}
      {mode === 'inbox' && <CheckInbox email={sentTo} onBack={() => setMode('signup')} />}
      {mode === 'reset' && (
        <ResetRequestForm email={email} onEmailChange={setEmail} onSent={() => setMode('signin')} />
      )}
      <p className="mt-5 text-center" hidden={mode === 'inbox'}>
        <button
          type="button"
          className="font-semibold text-brand-700 underline"
          onClick={() => setMode(mode === 'reset' ? 'signin' : 'reset')}
        >
          {mode === 'reset' ? m.account_back_to_sign_in() : m.account_forgot_password()}
        </button>
      </p>
    </div>
  );
}
