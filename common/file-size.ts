const SIZE_UNITS = ['B', 'Ko', 'Mo', 'Go'] as const;

/**
 * SPEC §5 and §9: base 1024 up to Go, one decimal, French units; null is 'Taille inconnue'.
 * A module of its own: the public pages show sizes without loading the upload rules.
 */
export function formatFileSize(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return 'Taille inconnue';
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < SIZE_UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 ? String(value) : value.toFixed(1).replace('.', ',');
  return `${shown} ${SIZE_UNITS[unit]}`;
}
