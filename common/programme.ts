/**
 * The programme (SPEC §1): 14 sessions in 4 phases, from idea to startup. The one place that
 * numbers and names the phases: the home page, the about page, the demo content, the session form
 * and every "Session 3/14 · Phase 1 — Idéation et concept" read them from here.
 */

export const PROGRAMME_PHASES = [
  { number: 1, name: 'Idéation et concept' },
  { number: 2, name: 'Développement produit' },
  { number: 3, name: 'Stratégie commerciale' },
  { number: 4, name: 'Financement et organisation' },
] as const;

export type PhaseNumber = (typeof PROGRAMME_PHASES)[number]['number'];

/**
 * How many sessions the programme has: the "14" of "Session 3/14", and the highest number a session
 * may carry. A fact of the programme, like its phases, not a count of what is published: a card
 * never reads "Session 14/13" while another session is unpublished.
 */
export const PROGRAMME_SESSION_COUNT = 14;

/** A session's place in the programme; both are null for a session outside it. */
export interface ProgrammePlace {
  phase: number | null;
  number: number | null;
}

export function phaseName(phase: number): string | null {
  return PROGRAMME_PHASES.find((p) => p.number === phase)?.name ?? null;
}

/** « Phase 1 — Idéation et concept ». */
export function phaseLabel(phase: number): string {
  const name = phaseName(phase);
  return name ? `Phase ${phase} — ${name}` : `Phase ${phase}`;
}

/** « Session 3/14 · Phase 1 — Idéation et concept », or null for a session outside the programme. */
export function programmePlaceLabel(place: Partial<ProgrammePlace>): string | null {
  if (place.phase == null || place.number == null) return null;
  return `Session ${place.number}/${PROGRAMME_SESSION_COUNT} · ${phaseLabel(place.phase)}`;
}
