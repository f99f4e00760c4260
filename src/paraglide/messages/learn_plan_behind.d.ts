/**
* | n | output |
* | --- | --- |
* | "one" | "Take your time: {count} earlier day is waiting for you." |
* | "other" | "Take your time: {count} earlier days are waiting for you." |
*
* @param {Learn_Plan_BehindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_behind: ((inputs: Learn_Plan_BehindInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plan_BehindInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plan_BehindInputs = {
    count: NonNullable<unknown>;
};
