/**
* | output |
* | --- |
* | "Prayer Requests" |
*
* @param {Community_Card_Prayer_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_card_prayer_title: ((inputs?: Community_Card_Prayer_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Card_Prayer_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Card_Prayer_TitleInputs = {};
