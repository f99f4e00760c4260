/**
* | n | output |
* | --- | --- |
* | "one" | "Our class did {count} assignment this week." |
* | "other" | "Our class did {count} assignments this week." |
*
* @param {Groups_Week_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_week_total: ((inputs: Groups_Week_TotalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Week_TotalInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Week_TotalInputs = {
    count: NonNullable<unknown>;
};
