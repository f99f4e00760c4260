/** Where the sign-in page may send the user back to: paths on this site only (no open redirect). */
export function safeNextPath(value: string | null): string | null {
  if (!value?.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  return value;
}
