/**
* | output |
* | --- |
* | "to start this plan and tick off each day as you read." |
*
* @param {Learn_Plan_Sign_In_To_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_plan_sign_in_to_start: ((inputs?: Learn_Plan_Sign_In_To_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Plan_Sign_In_To_StartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Plan_Sign_In_To_StartInputs = {};
