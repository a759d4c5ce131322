// Where Content-Security-Policy violation reports go: its own module, so the SPA's import of the rate limits carries no header text.

/** Where browsers send Content-Security-Policy violation reports (POST, see worker/routes/csp-report.ts). */
export const CSP_REPORT_PATH = '/api/csp-report';
/** Name of the Reporting API endpoint the CSP's `report-to` names (declared by `Reporting-Endpoints`). */
export const CSP_REPORT_GROUP = 'csp';
