/**
 * Abuse limits enforced at the edge (WAF on CloudFront) and by API Gateway (per-route throttles),
 * sized from the spec's audience; docs/security.md gives the reasoning.
 *
 * The audience: more than 20,000 entrepreneurs and about 100 incubator managers (SPEC §1, §9), a
 * catalogue of 14 sessions. The busiest hour we plan for is an announcement to the whole community:
 * a tenth of it (2,000 people) in the first hour, ~20 API calls per visit, four times the hour's
 * average at its peak, so ~45 requests a second over the whole API and ~15 on the busiest route
 * (a session's page). A bootcamp room is the burst: ~50 people behind one address opening the
 * same session within seconds.
 */

export interface Throttle {
  /** Steady requests per second, for all callers of the route together. */
  readonly rateLimit: number;
  /** Requests API Gateway takes at once above the steady rate. */
  readonly burstLimit: number;
}

/** Every route without its own line below: twice the whole API's planned peak, a room at once. */
export const STAGE_THROTTLE: Throttle = { rateLimit: 50, burstLimit: 100 };

/** What visitors read (catalogue, session pages): cheap, cached reads, the most exposed. */
const CATALOGUE_READS: Throttle = { rateLimit: 100, burstLimit: 200 };
/** Content and account writes: a few editors and occasional profile saves; each costs transactions. */
const WRITES: Throttle = { rateLimit: 10, burstLimit: 20 };
/** Rare by nature: a handful a day. */
const RARE: Throttle = { rateLimit: 1, burstLimit: 5 };

/** Per-route ceilings by route name (lambdas/routes.ts); the construct refuses a name it does not know. */
export const ROUTE_THROTTLES: Readonly<Record<string, Throttle>> = {
  'list-published-sessions': CATALOGUE_READS,
  'list-published-tags': CATALOGUE_READS,
  'get-published-session': CATALOGUE_READS,
  'get-session-neighbours': CATALOGUE_READS,
  'list-library': CATALOGUE_READS,
  'list-session-documents': CATALOGUE_READS,
  'render-session-page': CATALOGUE_READS,
  'render-catalogue-page': CATALOGUE_READS,
  'get-platform-stats': CATALOGUE_READS,
  'create-session': WRITES,
  'update-session': WRITES,
  'delete-session': WRITES,
  'create-document': WRITES,
  'update-document': WRITES,
  'delete-document': WRITES,
  'create-upload': WRITES,
  'update-me': WRITES,
  'put-notification-preferences': WRITES,
  'end-sessions': WRITES,
  'assign-user-role': WRITES,
  'bootstrap-admin': RARE,
  'create-contact-message': RARE,
};

/**
 * WAF rate-based rules: requests over the last five minutes, each rule counting by its own key. Many
 * phones in Morocco and sub-Saharan Africa reach the internet through one carrier-grade NAT address,
 * so a per-address limit must hold a whole carrier's share of the platform's users; limits that must
 * be tight count per person instead, by the bearer token a signed-in request carries. docs/security.md
 * gives the reasoning.
 *
 * The planned peak (see above) is ~2,000 people in an hour, four times the average at its peak: some
 * 700 people active in the busiest five minutes. The worst case for one address is all of them
 * behind one carrier's NAT address.
 */
export const WAF_RATE_LIMITS = {
  evaluationWindowSeconds: 300,
  /**
   * Every request, per address: mostly cached reads (pages, scripts, images; CloudFront answers
   * them without calling the API). 700 people × ~60 requests in five minutes (a first load of ~30,
   * then ~4 per page) is 42,000: the ceiling is 50,000, a flood guard, not a limit anyone reaches.
   */
  perAddress: 50_000,
  /**
   * API calls without a bearer token (visitors: the catalogue, sessions, their documents), per
   * address: each runs a function. 700 visitors × ~20 calls is 14,000; the limit is 15,000.
   */
  visitorApiPerAddress: 15_000,
  /** API writes without a bearer token (the contact form, which limits itself per address), per address. */
  visitorWritesPerAddress: 500,
  /**
   * API calls carrying a bearer token, per token (one person's session, whatever address it comes
   * from): a busy person makes ~100 in five minutes; 1,500 is 5 a second for five minutes. A forged
   * token is a key of its own, so the per-address ceiling above still bounds whoever invents them.
   */
  apiPerToken: 1_500,
  /** API writes (POST, PUT, PATCH, DELETE) per token: ten downloads and a few saves make ~20; an editor's busy upload session ~150. */
  apiWritesPerToken: 300,
} as const;
