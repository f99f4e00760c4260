/**
* | output |
* | --- |
* | "Missing Message" |
*
* @param {Community_Missing_Message_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_missing_message_title: ((inputs?: Community_Missing_Message_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Missing_Message_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Missing_Message_TitleInputs = {};
