/**
* | output |
* | --- |
* | "Open {chapter} ({version}) on its own page" |
*
* @param {Reader_Open_Own_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_open_own_page: ((inputs: Reader_Open_Own_PageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Open_Own_PageInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Open_Own_PageInputs = {
    chapter: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
