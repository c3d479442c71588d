/** The Sanity API version every client of the project asks for: the site's default, the Studio's and its rules'. */
export const API_VERSION = '2025-09-01';
