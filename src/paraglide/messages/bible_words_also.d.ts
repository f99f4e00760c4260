/**
* | output |
* | --- |
* | "Also: {forms}" |
*
* @param {Bible_Words_AlsoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_words_also: ((inputs: Bible_Words_AlsoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Words_AlsoInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Words_AlsoInputs = {
    forms: NonNullable<unknown>;
};
