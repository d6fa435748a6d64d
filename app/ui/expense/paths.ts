
export const APPROVALS_PATH = "/app/hr/expense-requests";
