/**
* | output |
* | --- |
* | "Like my device" |
*
* @param {Reader_Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme_system: ((inputs?: Reader_Theme_SystemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Theme_SystemInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Theme_SystemInputs = {};
