/** What the report's numbers mean and do not mean (written under the tables of latest.md). */
export const NOTES = [
  'Timings (Lighthouse, API latencies, cold starts) come from this machine at the time of the run; the load average printed above says how busy it was. A shared, loaded machine inflates every latency and, above all, the tails (p99) and cold starts. Work counts (section 3) and bundle sizes do not depend on load.',
  'Lighthouse uses simulated throttling (Lantern): the page loads once unthrottled and the metrics are simulated for Slow 4G (150 ms RTT, 1.6 Mbit/s, 4× CPU). The Regular 3G LCP re-simulates the same load with 300 ms RTT and 700 kbit/s (same artifacts, only the throttling settings change), so 4G and 3G figures are comparable.',
  'Static twin: the route rendered in Chromium, saved as HTML with every script and module preload removed and its stylesheets inlined, served from the same edge (same compression and headers) and measured the same way. It is the floor: the same pixels with zero JavaScript.',
  '"JS before interaction": scripts requested before the main content painted (the observed LCP of the unthrottled load), gzip -9 size of each file as the edge would send it to a gzip-only client; browsers that accept brotli get the "br sent" figure. Scripts requested later (e.g. the auth library after first paint) are not counted.',
  'API: autocannon runs in its own process against the local edge (which runs each function warm in a worker thread of the platform process, its SDK calls signed with its own key and checked against its IAM policy by the local gates); the raw figure issues the same DynamoDB operations (same keys, Query/GetItem/BatchGet/UpdateItem/PutItem shapes and order, see test/bench/api.ts) directly with the SDK at the same concurrency. The difference is HTTP, routing, JWT checks, middy, validation, JSON and presigning, and locally the signature checks of the gates — plus, locally, everything running on the same few cores.',
  "Scale: every level is generated with the repositories' own item builders (the items the API writes), 5 documents per session, as many users as sessions. The same request is metered at every level with ReturnConsumedCapacity TOTAL; the search word, the dashboard caller's sessions and the page sizes are chosen so that each request returns the same results at every level. The ratio is the largest of calls, items read and read units between the largest and the smallest level. DynamoDB Local computes capacity units like DynamoDB (4 KB per read unit, halved for eventually consistent reads).",
  "Lambda: each function is bundled alone with the options CDK uses (infra/definitions/bundling.ts, shared with the stack), AWS SDK v3 clients included (the SDK's default credential chain is replaced by the environment provider Lambda always satisfies). The 600 KB bundle limit makes room for the SDK's S3 client and presigners in the functions that touch files. Cold start is measured inside a fresh Node 22 process: dynamic import of the bundle (with the NODE_OPTIONS the stack sets: none) plus one request against the local stand-ins; Node's own boot is shown apart because on Lambda the runtime boots before the Init phase. CPU is the process's CPU time over the same span: on a shared machine the wall time waits for a core, the CPU time much less, so it is the figure to compare between runs. Write routes get an empty body (a validation answer: middlewares, caller lookup and zod run, the write does not).",
  "Lambda cold-start target: each function's median against the reference function's (test/bench/fixtures/reference-get-item.ts — the same bundling and DynamoDB document client as the functions, one GetItem, an answer), ≤ 1.3 ×. The reference is bundled and started like the functions, the same number of times, in the same rounds (each round starts every function once, reference first, after one unmeasured start that warms the local stand-ins), so a busy spell of the machine weighs on both sides of the ratio. What a function is charged for is what it adds to that floor: its own imports (zod, the S3 or Cognito client, JWT verification) and the work of its first request beyond one GetItem. With one run per function (--quick) each ratio rests on two single starts and can swing by a few tenths; the full run's medians of 10 are the figures to judge.",
  'Cost: Lambda duration is the local wall time of the metered request (an over-estimate of the handler time: it includes the local HTTP hop); DynamoDB units are the measured ones; CloudFront bytes are the measured transfer sizes of a first visit (no browser cache, so an upper bound: repeat visits reuse the immutable assets). Prices are constants in test/bench/lib/cost.ts with their date.',
  "PDF preview (section 6): a 2 MB PDF of 20 pages, each a heading, a few lines and a 100 KB picture, written by test/support/pdf-file.ts as common producers lay files out (dictionaries first, each page's content in order, cross-reference table last). A signed-in user on a 360 px phone screen opens it from its session's page while Chromium emulates the network (CDP: 300 ms added to every request, 700 kbit/s down and up, not Lighthouse's simulation; the CPU is not slowed). The time runs from the click on 'Aperçu' to the reader's mark once pdf.js has drawn the first page. 'Downloaded': the HTTP cache emptied before the session page loads (unthrottled), so the reader's code (pdf.js and its worker, about 500 KB brotli) comes with the opening; 'in the cache': the page reloaded, the code from the HTTP cache, as on any later opening. PDF bytes are the range responses up to that mark; other bytes are the page's other requests (the worker's own download is not seen from the page).",
];

/** Why a target is missed and the plan, by target id prefix (shown only for missed targets). */
export const MISS_NOTES: readonly [prefix: string, note: string][] = [
  [
    'web.twin',
    "/, /documentation and /about paint their largest element (text) from the build-time prerendered first screen in index.html, like the twin, and the app adopts that markup (hydrateRoot) instead of painting it again. /session/{id} and /sessions (without a query) paint theirs, an image (the session's cover, the first card's), from HTML a function fills in (lambdas/pages/session-page.ts, catalogue-page.ts), the cover preloaded from <head> and the app's code held until that screen has painted; the app adopts it, same <img>. What remains is the extra bytes of the documents (the catalogue's first page of cards rides in its HTML) and, on a loaded machine, the main thread busy with the app's start when the page paints. Plan: re-run on an idle machine; then send fewer cards in the catalogue's HTML (those of a first screen) if its size shows.",
  ],
  [
    'web.tbt',
    "Simulated TBT is 4× the observed main-thread work, which this shared 2-core machine inflates (see the load average). Since the shell paints first, the start-up work falls after FCP and counts: evaluating React and the app's modules (one task each), then hydrating the page and rendering its loaded content, both in transitions that yield every few milliseconds. Plan: re-run on an idle machine; then fewer modules at start (the navigation bar and footer could load after the page).",
  ],
  ['web.score', 'Follows from LCP/TBT above (CLS is 0 on the public pages). Plan: as for those.'],
  [
    'web.lcp',
    'Image-led pages (/sessions, /session/{id}) paint their picture from the HTML (see the twin row), so it waits for the document, the stylesheet and the picture itself over the emulated line. On a loaded machine the simulated CPU work (4× the observed) adds to every page. Plan: as for the twin row.',
  ],
  [
    'web.cls',
    "Something on the page moved after its first paint: the report's route names it. Skeletons have the loaded content's size and the first render waits for the page's chunk, so the public pages measured 0; the dashboard's shifts come from its own loading states.",
  ],
  [
    'web.js',
    "React 19 alone is 66 KB gzip and React Router 7 29 KB; the app's start (route table, auth context, navigation bar, footer, API client) adds ~17 KB, so a page has ~28 KB for its own code and data layer. A page over 140 KB carries shared pieces it does not need at first paint. Plan: read the route's chunk list in index.html (route-chunks) and move what the first screen does not show (dialogs, document actions) behind a dynamic import.",
  ],
  [
    'lambda.size',
    "Each bundle carries its whole import graph with CDK's options. Read esbuild's metafile for the function (esbuild --bundle --metafile, or build() with metafile: true): the DynamoDB client with @smithy/core is ~200 KB, zod ~70–90 KB, and the functions that touch files add the S3 client and presigners, which the 600 KB leave room for; a second client the function does not need (Cognito in a file function, S3 in a table-only one), the SDK's default credential chain coming back (~130 KB: check the alias in infra/definitions/bundling.ts), or `import { z } from 'zod'` (which keeps every locale) is what pushes a function over. Plan: keep those out of the function's graph.",
  ],
  [
    'lambda.cold',
    "A function over 1.3 × the reference spends more than 30 % above the floor every function pays (the DynamoDB client's import and its first GetItem, about half of which is the SDK's first call: endpoint rules, middleware stack, connection). Load mostly cancels out in the ratio, since the reference is started in the same rounds; a lone miss with one run per function (--quick) is first re-measured with the full run's 10. Then compare the function's import and first-request columns with the reference's: a longer import is a heavier graph (see the bundle row: a client or a library the function need not load at start, which a dynamic import can defer to the request that uses it); a longer first request is work the floor does not do — several sequential DynamoDB calls (batch them or run them in parallel), a second SDK client's first call (S3, Cognito) paying its own endpoint and middleware setup. Plan: trim that function's path as above; if the public read functions still start too slowly on AWS, provisioned concurrency for them, whose cost the report's cost section can weigh.",
  ],
  [
    'pdf.firstPage.first-opening',
    "The reader's code (pdf.js 170 KB and its worker 350 KB, brotli) is 6 s of Regular 3G on its own, and shares the line with the link and the PDF's first bytes: no first opening on 700 kbit/s can show a page within 3 s while that code downloads with it, and the issue has pdf.js load only when a preview opens. Later openings take the cached row. Plan: the installable app (issue 16, point 2) precaches the reader's code for signed-in users (the only ones who preview) once the app is installed, so only the very first opening of all pays it.",
  ],
  [
    'pdf.firstPage.cached',
    "The chain is: the preview link (one round trip), the file's head and last chunk at once (about 115 KB), then what the first page still needs (pdf.js checks the end of each stream before reading it). Read the section 6 table: more range requests or bytes than usual point at the file's layout (a first page whose content is far from the start, a large font); on a loaded machine pdf.js's parsing and drawing add CPU time. Plan: linearize PDFs when they are uploaded (the upload's content check could rewrite them with the first page's objects first, 'Fast Web View'), so the head holds the first page whatever the producer.",
  ],
  [
    'api.',
    'Endpoint p99 includes HTTP, JWT verification, middy, zod and JSON, on the same cores as DynamoDB Local and the load generator. Plan: re-run on an idle machine before changing code.',
  ],
  [
    'scale.',
    'See the scale table: a ratio above 1.1 means the request reads more as the catalogue grows. With levels under 50 users the admin page returns fewer users, so it is not comparable. Dashboard stats read one counter item per day with activity for their 30-day changes (61 at most per figure): a run that crosses midnight UTC between levels reads one more day at the later level, which is the calendar, not the catalogue.',
  ],
];
