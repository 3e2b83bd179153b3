/**
 * The pay-run CSV's columns (GET /payruns/{id}/exports/pay-run.csv). MileagePay through Adjustments
 * add up to TotalCompensation: PerDiem, the non-taxable share, is written negative because it is deducted.
 * Paid is what the driver receives (pay rules, "What the driver is paid"): with the `share` plan the
 * columns without PerDiem, with `advance` TotalCompensation; never below 0.
 */
export const PAY_RUN_CSV_COLUMNS = ['PayRunID', 'PayDate', 'DriverID', 'DisplayName', 'TotalMiles', 'MileagePay', 'DandHPay', 'TimePay', 'Bonuses', 'PerDiem', 'Adjustments', 'TotalCompensation', 'Paid'] as const;

/** The pay-card load file's columns (GET /payruns/{id}/exports/pay-card.csv); Amount is what the driver is paid. */
export const PAY_CARD_COLUMNS = ['EmployeeID', 'LastName', 'FirstName', 'Amount', 'PayDate', 'Reference'] as const;

/**
 * Fields a custom export column (company payrollExportOptions) may name: pay document fields, or
 * `compModel:<label>` for one compensation entry's value; `paid` is what the driver is paid.
 */
export const CUSTOM_EXPORT_FIELDS = ['DriverID', 'DisplayName', 'FirstName', 'LastName', 'PayDocID', 'payDateString', 'endDateString', 'totalMiles', 'mileagePayout', 'dropAndHookPayout', 'totalCompensation', 'paid'] as const;
