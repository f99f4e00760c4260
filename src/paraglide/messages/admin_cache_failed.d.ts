/**
* | output |
* | --- |
* | "Could not clear the cache. Please try again." |
*
* @param {Admin_Cache_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_cache_failed: ((inputs?: Admin_Cache_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Cache_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Cache_FailedInputs = {};
