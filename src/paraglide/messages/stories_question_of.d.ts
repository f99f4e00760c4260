/**
* | output |
* | --- |
* | "Question {number} of {total}" |
*
* @param {Stories_Question_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_question_of: ((inputs: Stories_Question_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Question_OfInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Question_OfInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
