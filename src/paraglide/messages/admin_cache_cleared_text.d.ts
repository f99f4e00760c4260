/**
* | output |
* | --- |
* | "All cached data was cleared." |
*
* @param {Admin_Cache_Cleared_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_cache_cleared_text: ((inputs?: Admin_Cache_Cleared_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cache_Cleared_TextInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cache_Cleared_TextInputs = {};
