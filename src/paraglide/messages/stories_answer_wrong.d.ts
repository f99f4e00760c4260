/**
* | output |
* | --- |
* | "Good try! The answer is: {answer}" |
*
* @param {Stories_Answer_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const stories_answer_wrong: ((inputs: Stories_Answer_WrongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Stories_Answer_WrongInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Stories_Answer_WrongInputs = {
    answer: NonNullable<unknown>;
};
