/** The script element (type application/json) holding a prerendered page's catalogue answers. */
export const PRERENDER_DATA_ID = 'prerendered-answers';
