/**
* | output |
* | --- |
* | "NIV (Coming Soon)" |
*
* @param {Reader_Niv_ComingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_niv_coming: ((inputs?: Reader_Niv_ComingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Niv_ComingInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Niv_ComingInputs = {};
