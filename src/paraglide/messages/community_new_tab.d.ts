/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Community_New_TabInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_new_tab: ((inputs?: Community_New_TabInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_New_TabInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_New_TabInputs = {};
