/**
* | output |
* | --- |
* | "Thank you! Your question was sent. You will find the answer on this page." |
*
* @param {Community_Sent_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_sent_question: ((inputs?: Community_Sent_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Sent_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Sent_QuestionInputs = {};
