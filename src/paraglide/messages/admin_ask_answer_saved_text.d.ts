/**
* | output |
* | --- |
* | "The sender sees it on the Ask & Pray page." |
*
* @param {Admin_Ask_Answer_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_answer_saved_text: ((inputs?: Admin_Ask_Answer_Saved_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_Answer_Saved_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_Answer_Saved_TextInputs = {};
