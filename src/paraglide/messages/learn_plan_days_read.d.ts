/**
* | output |
* | --- |
* | "{done} of {count} days read ({percent}%)." |
*
* @param {Learn_Plan_Days_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_days_read: ((inputs: Learn_Plan_Days_ReadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plan_Days_ReadInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plan_Days_ReadInputs = {
    done: NonNullable<unknown>;
    count: NonNullable<unknown>;
    percent: NonNullable<unknown>;
};
