/**
* | output |
* | --- |
* | "to see every chapter you have read fill in on your map." |
*
* @param {Reader_Map_Sign_In_RestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const reader_map_sign_in_rest: ((inputs?: Reader_Map_Sign_In_RestInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Reader_Map_Sign_In_RestInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Reader_Map_Sign_In_RestInputs = {};
