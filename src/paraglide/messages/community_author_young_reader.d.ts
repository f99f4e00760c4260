/**
* | output |
* | --- |
* | "A young reader" |
*
* @param {Community_Author_Young_ReaderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const community_author_young_reader: ((inputs?: Community_Author_Young_ReaderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Community_Author_Young_ReaderInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Community_Author_Young_ReaderInputs = {};
