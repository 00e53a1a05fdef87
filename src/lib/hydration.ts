/** Performance mark set when the page has been hydrated (interactive); the size budget reads it. */
export const HYDRATED_MARK = 'app-hydrated';
