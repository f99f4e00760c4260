/**
* | output |
* | --- |
* | "Nothing changed" |
*
* @param {Groups_Notice_Link_Unknown_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const groups_notice_link_unknown_title: ((inputs?: Groups_Notice_Link_Unknown_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Groups_Notice_Link_Unknown_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Groups_Notice_Link_Unknown_TitleInputs = {};
