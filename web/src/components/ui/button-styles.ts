/** Class names shared by <button> and <Link> so both look the same. */
export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'ghost' | 'danger' | 'on-dark';
export type ButtonSize = 'sm' | 'md' | 'lg';

const BASE =
  'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 disabled:hover:bg-brand-700',
  secondary: 'border border-stone-300 bg-white text-stone-800 shadow-sm hover:bg-stone-100',
  accent: 'bg-amber-400 text-stone-950 shadow-sm hover:bg-amber-300',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-stone-950',
  danger: 'bg-red-700 text-white shadow-sm hover:bg-red-800',
  'on-dark': 'border border-white/40 text-white hover:bg-white/10',
};

/**
 * Heights: 'sm' is 44 px on phones and touch screens (the least a finger hits reliably) and 36 px only
 * on wide screens with a mouse; 'md' and 'lg' are 44 px and more everywhere.
 */
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-11 px-3 text-sm sm:pointer-fine:min-h-9',
  md: 'min-h-11 px-4 text-sm',
  lg: 'min-h-12 px-6 text-base',
};

export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra = '',
): string {
  return `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${extra}`.trim();
}
