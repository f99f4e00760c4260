/**
* | output |
* | --- |
* | "Waiting for an answer." |
*
* @param {Community_Waiting_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_waiting_answer: ((inputs?: Community_Waiting_AnswerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Waiting_AnswerInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Waiting_AnswerInputs = {};
