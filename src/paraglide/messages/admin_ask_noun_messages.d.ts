/**
* | output |
* | --- |
* | "messages" |
*
* @param {Admin_Ask_Noun_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_ask_noun_messages: ((inputs?: Admin_Ask_Noun_MessagesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Ask_Noun_MessagesInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Ask_Noun_MessagesInputs = {};
