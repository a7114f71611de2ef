import { titleFromFileName } from '@common/uploads';

/**
 * SPEC §5: choosing a file proposes a title from its name, but only while the title is empty or
 * still the previous proposal — a title the editor typed is never overwritten.
 */
export function titleForChosenFile(
  current: string,
  previousAuto: string | null,
  fileName: string,
): { title: string; auto: string | null } {
  if (current.trim() !== '' && current !== previousAuto) return { title: current, auto: previousAuto };
  const proposed = titleFromFileName(fileName);
  return { title: proposed, auto: proposed };
}
