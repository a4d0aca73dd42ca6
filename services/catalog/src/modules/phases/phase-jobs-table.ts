/** The phase jobs' table: its migration and its repository name it from here. */
export const phaseJobsTable = 'catalog_phase_jobs';
