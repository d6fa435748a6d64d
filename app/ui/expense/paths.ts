// Where the expense screens live (shared by routes, their components and the server operations;
// a browser module, so a component may use it).
export const OWN_EXPENSES_PATH = "/app/profile/expenses";
export const APPROVALS_PATH = "/app/hr/expense-requests";
