/**
* | output |
* | --- |
* | "Clear Cache" |
*
* @param {Admin_Clear_CacheInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_clear_cache: ((inputs?: Admin_Clear_CacheInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Clear_CacheInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Clear_CacheInputs = {};
