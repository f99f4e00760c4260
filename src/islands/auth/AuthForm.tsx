import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent, type ReactElement } from 'react';
import { emailOnlySchema, fieldErrors, signInSchema, signUpSchema } from '../../lib/auth-rules.ts';
import { safeNextPath } from '../../lib/safe-next-path.ts';
import { $session, loadSession } from '../../stores/session.ts';
import { toast } from '../../stores/toasts.ts';
import { apiRequest, isUnexpected } from '../shared/api.ts';
import { useHydrated } from '../shared/use-hydrated.ts';
import {
  afterSignInDelayMs,
  rememberedEmailKey,
  signInFailedTitle,
  signUpFailedTitle,
  signUpSuccessDescription,
  unconfirmedTitle,
  unexpectedError,
} from './auth-messages.ts';
import { PasswordInput, TextInput } from './FormFields.tsx';

type Mode = 'signin' | 'signup' | 'reset';

export interface AuthFormProps {
  siteName: string;
}

function initialMode(): Mode {
  const mode = new URLSearchParams(window.location.search).get('mode');
  return mode === 'signup' || mode === 'reset' ? mode : 'signin';
}

const titles: Record<Mode, string> = { signin: 'Welcome Back!', signup: 'Create Your Account', reset: 'Forgot Your Password?' };

/** The /auth page: sign in, create an account, or ask for a password reset link. */
export default function AuthForm({ siteName }: AuthFormProps): ReactElement {
  const session = useStore($session);
  const [mode, setMode] = useState<Mode>('signin');
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  const [unconfirmed, setUnconfirmed] = useState<string | null>(null);
  const [linkInvalid, setLinkInvalid] = useState(false);
  const signedInHere = useRef(false);

  useEffect(() => {
    setMode(initialMode());
    setLinkInvalid(new URLSearchParams(window.location.search).get('notice') === 'link-invalid');
    const remembered = window.localStorage.getItem(rememberedEmailKey);
    if (remembered) {
      setEmail(remembered);
      setRemember(true);
    }
    void loadSession();
  }, []);

  // A signed-in visitor has nothing to do here.
  useEffect(() => {
    if (!session.loading && session.user && !signedInHere.current) window.location.replace('/');
  }, [session]);

  const switchMode = (next: Mode): void => {
    setMode(next);
    setErrors({});
    setUnconfirmed(null);
  };

  async function submitSignIn(): Promise<void> {
    const parsed = signInSchema.safeParse({ email, password, remember });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const result = await apiRequest('POST', '/api/auth/signin', parsed.data);
    if (!result.ok) {
      if (result.code === 'email_not_confirmed') {
        setUnconfirmed(parsed.data.email);
        toast({ title: unconfirmedTitle, description: result.message, variant: 'error' });
      } else if (isUnexpected(result)) {
        toast({ ...unexpectedError, variant: 'error' });
      } else {
        toast({ title: signInFailedTitle, description: result.message, variant: 'error' });
      }
      return;
    }
    signedInHere.current = true;
    if (remember) window.localStorage.setItem(rememberedEmailKey, parsed.data.email);
    else window.localStorage.removeItem(rememberedEmailKey);
    await loadSession(true);
    const next = safeNextPath(new URLSearchParams(window.location.search).get('next')) ?? '/explorer/';
    window.setTimeout(() => window.location.assign(next), afterSignInDelayMs);
  }

  async function submitSignUp(): Promise<void> {
    const parsed = signUpSchema.safeParse({ email, password, fullName });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const result = await apiRequest('POST', '/api/auth/signup', parsed.data);
    if (!result.ok) {
      console.error('Sign up failed:', result.message);
      if (isUnexpected(result)) toast({ ...unexpectedError, variant: 'error' });
      else toast({ title: signUpFailedTitle, description: result.message, variant: 'error' });
      return;
    }
    setFullName('');
    setEmail('');
    setPassword('');
    switchMode('signin');
    toast({ title: `Welcome to ${siteName}!`, description: signUpSuccessDescription, variant: 'success', durationMs: 8000 });
  }

  async function submitReset(): Promise<void> {
    const parsed = emailOnlySchema.safeParse({ email });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    const result = await apiRequest<{ message: string }>('POST', '/api/auth/password-reset', parsed.data);
    if (!result.ok) {
      toast(isUnexpected(result) ? { ...unexpectedError, variant: 'error' } : { title: 'Error', description: result.message, variant: 'error' });
      return;
    }
    toast({ title: 'Check Your Email', description: result.data.message, variant: 'success', durationMs: 8000 });
    switchMode('signin');
  }

  async function resend(): Promise<void> {
    if (!unconfirmed) return;
    const result = await apiRequest<{ message: string }>('POST', '/api/auth/resend-confirmation', { email: unconfirmed });
    toast(
      result.ok
        ? { title: 'Confirmation Sent', description: 'We sent you a new confirmation link. Check your email!', variant: 'success' }
        : { title: 'Error', description: result.message, variant: 'error' },
    );
  }

  async function onSubmit(event: FormEvent): Promise<void> {
    event.preventDefault();
    setErrors({});
    setBusy(true);
    try {
      if (mode === 'signin') await submitSignIn();
      else if (mode === 'signup') await submitSignUp();
      else await submitReset();
    } catch (error) {
      console.error(error);
      toast({ ...unexpectedError, variant: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="card mx-auto w-full max-w-md md:p-8">
      <h1 className="page-title text-center">{titles[mode]}</h1>
      {mode !== 'reset' && (
        <div role="group" aria-label="Sign in or create an account" className="mt-5 grid grid-cols-2 gap-2 rounded-full bg-brand-50 p-1">
          <button type="button" aria-pressed={mode === 'signin'} onClick={() => switchMode('signin')} className="min-h-11 rounded-full font-bold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white">
            Sign In
          </button>
          <button type="button" aria-pressed={mode === 'signup'} onClick={() => switchMode('signup')} className="min-h-11 rounded-full font-bold text-brand-800 aria-pressed:bg-brand-700 aria-pressed:text-white">
            Create Account
          </button>
        </div>
      )}
      {linkInvalid && (
        <p role="alert" className="mt-4 rounded-2xl bg-coral-100 p-3 text-slate-900">
          This link has expired or was already used. Sign in below, or ask for a new link.
        </p>
      )}
      <form className="mt-6 grid gap-4" noValidate onSubmit={(e) => void onSubmit(e)}>
        {mode === 'signup' && (
          <TextInput id="full-name" label="Full Name" value={fullName} onChange={setFullName} autoComplete="name" error={errors.fullName} hint="Optional" />
        )}
        <TextInput id="email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="email" error={errors.email} />
        {mode !== 'reset' && (
          <PasswordInput
            id="password"
            label="Password"
            value={password}
            onChange={setPassword}
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            error={errors.password}
          />
        )}
        {mode === 'signin' && (
          <label className="flex min-h-11 items-center gap-3 font-medium text-slate-800">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} className="h-5 w-5 accent-brand-700" />
            Remember my login information
          </label>
        )}
        <button type="submit" className="btn-sun w-full text-lg" disabled={busy || !hydrated} aria-busy={busy}>
          {busy ? 'Please wait...' : mode === 'signin' ? 'Sign In' : mode === 'signup' ? 'Create Account' : 'Send Reset Link'}
        </button>
      </form>
      {unconfirmed && mode === 'signin' && (
        <button type="button" className="btn-ghost mt-3 w-full" onClick={() => void resend()}>
          Resend confirmation email
        </button>
      )}
      <p className="mt-5 text-center">
        {mode === 'reset' ? (
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => switchMode('signin')}>Back to sign in</button>
        ) : (
          <button type="button" className="font-semibold text-brand-700 underline" onClick={() => switchMode('reset')}>Forgot your password?</button>
        )}
      </p>
    </div>
  );
}
