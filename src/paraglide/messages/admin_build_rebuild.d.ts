/**
* | output |
* | --- |
* | "Rebuild site" |
*
* @param {Admin_Build_RebuildInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const admin_build_rebuild: ((inputs?: Admin_Build_RebuildInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Admin_Build_RebuildInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Admin_Build_RebuildInputs = {};
