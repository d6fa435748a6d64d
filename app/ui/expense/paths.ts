
export const APPROVALS_PATH = "/app/hr/expense-requests";

/** HR's page of one person's expenses: where HR's forms of that person lead back. */
export const hrPersonExpensesPath = (personId: number) => `/app/hr/users/${personId}/expenses`;
