/** The `<script type="application/json">` holding a prerendered page's query cache. */
export const PRERENDERED_STATE_ID = 'school-query-state';
