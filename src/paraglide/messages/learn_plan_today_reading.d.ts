/**
* | output |
* | --- |
* | "Day {day}: read {passages}, then press Mark as Read on each chapter." |
*
* @param {Learn_Plan_Today_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_today_reading: ((inputs: Learn_Plan_Today_ReadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plan_Today_ReadingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plan_Today_ReadingInputs = {
    day: NonNullable<unknown>;
    passages: NonNullable<unknown>;
};
