/**
* | output |
* | --- |
* | "More than {count} verses found for “{query}” in the {version}. Showing the first {count}; add words or choose a book to narrow the search." |
*
* @param {Bible_Search_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_search_more: ((inputs: Bible_Search_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Search_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Search_MoreInputs = {
    count: NonNullable<unknown>;
    query: NonNullable<unknown>;
    version: NonNullable<unknown>;
};
