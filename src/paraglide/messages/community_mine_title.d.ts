/**
* | output |
* | --- |
* | "My Questions and Prayers" |
*
* @param {Community_Mine_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_mine_title: ((inputs?: Community_Mine_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Mine_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Mine_TitleInputs = {};
