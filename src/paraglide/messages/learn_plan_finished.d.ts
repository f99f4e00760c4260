/**
* | n | output |
* | --- | --- |
* | "one" | "🎉 You finished all {count} days. Well done!" |
* | "other" | "🎉 You finished all {count} days. Well done!" |
*
* @param {Learn_Plan_FinishedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_finished: ((inputs: Learn_Plan_FinishedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plan_FinishedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plan_FinishedInputs = {
    count: NonNullable<unknown>;
};
