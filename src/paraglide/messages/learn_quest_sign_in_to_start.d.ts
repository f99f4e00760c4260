/**
* | output |
* | --- |
* | "Sign in to start" |
*
* @param {Learn_Quest_Sign_In_To_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const learn_quest_sign_in_to_start: ((inputs?: Learn_Quest_Sign_In_To_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Learn_Quest_Sign_In_To_StartInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Learn_Quest_Sign_In_To_StartInputs = {};
