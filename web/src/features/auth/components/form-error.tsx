/** The red box of SPEC §8. Re-keyed per attempt so a repeated message is announced again. */
export function FormError({ message, attempt }: { message: string | null; attempt: number }) {
  if (!message) return null;
  return (
    <div
      key={attempt}
      role="alert"
      data-testid="auth-error"
      className="rounded-lg border border-red-300 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
    >
      {message}
    </div>
  );
}
