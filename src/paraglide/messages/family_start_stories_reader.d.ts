/**
* | output |
* | --- |
* | "Stories and the Bible reader" |
*
* @param {Family_Start_Stories_ReaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const family_start_stories_reader: ((inputs?: Family_Start_Stories_ReaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Family_Start_Stories_ReaderInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Family_Start_Stories_ReaderInputs = {};
