/**
* | n | output |
* | --- | --- |
* | "one" | "{count} verse found for “{query}” in the {version}." |
* | "other" | "{count} verses found for “{query}” in the {version}." |
*
* @param {Bible_Search_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_found: ((inputs: Bible_Search_FoundInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Search_FoundInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Search_FoundInputs = {
    count: NonNullable<unknown>;
    query: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
