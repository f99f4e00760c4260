/**
* | output |
* | --- |
* | "Sign in to track your reading progress and complete Bible challenges!" |
*
* @param {Reader_Sign_In_PromptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_sign_in_prompt: ((inputs?: Reader_Sign_In_PromptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Sign_In_PromptInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Sign_In_PromptInputs = {};
