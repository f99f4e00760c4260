/**
* | output |
* | --- |
* | "That unsubscribe link is not one of ours, so nothing was changed. Sign in and turn the notes' e-mails off on the Family page." |
*
* @param {Groups_Notice_Link_Unknown_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_link_unknown_text: ((inputs?: Groups_Notice_Link_Unknown_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Notice_Link_Unknown_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Notice_Link_Unknown_TextInputs = {};
