/**
* | output |
* | --- |
* | "The Holy Bible, {version}" |
*
* @param {Bible_Holy_Bible_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const bible_holy_bible_of: ((inputs: Bible_Holy_Bible_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Bible_Holy_Bible_OfInputs, {
    locale?: "en" | "es";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Bible_Holy_Bible_OfInputs = {
    version: NonNullable<unknown>;
};
