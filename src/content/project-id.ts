/** The featured project's id, as its URLs and the backend's rows carry it (`/projects/grabbeallee-68`). */
export const PROJECT_ID = 'grabbeallee-68';
