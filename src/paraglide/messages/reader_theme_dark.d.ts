/**
* | output |
* | --- |
* | "Dark" |
*
* @param {Reader_Theme_DarkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_theme_dark: ((inputs?: Reader_Theme_DarkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Theme_DarkInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Theme_DarkInputs = {};
